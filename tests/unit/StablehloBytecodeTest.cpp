//===- StablehloBytecodeTest.cpp - StableHLO attributes in upstream bytes -===//
//
// The StableHLO dialect's bytecode (schema/stablehlo_bytecode.yaml):
// - each attribute and type entry is the bytes upstream StableHLO 1.20.0
//   writes for it (its StablehloBytecode.cpp: the code, then the fields in
//   order, int64 values as zigzag varints, enums as varints, the dot
//   algorithm's flag as a raw byte), with MLIR's own primitive encodings
//   computed here from their definition, independently of MLIR's writer;
//   references to other attributes and types appear as `R<n>`;
// - the dialect version record: absent unless set; written as three varints;
//   a record newer than this build is refused naming both versions.
//
//===----------------------------------------------------------------------===//

#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Bytecode/BytecodeImplementation.h"
#include "mlir/Bytecode/BytecodeReader.h"
#include "mlir/Bytecode/BytecodeWriter.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "stablehlo/Dialect/Stablehlo/StablehloOps.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

namespace {

int failures = 0;

void expectEq(const std::string &got, const std::string &want,
              const std::string &what) {
  if (got == want)
    return;
  ++failures;
  std::fprintf(stderr, "FAIL %s:\n  got  %s\n  want %s\n", what.c_str(),
               got.c_str(), want.c_str());
}

void expectTrue(bool cond, const std::string &what) {
  if (cond)
    return;
  ++failures;
  std::fprintf(stderr, "FAIL %s\n", what.c_str());
}

/// MLIR's varint, from its definition: a value below 2^7 is one byte
/// (v << 1 | 1); one that fits in 7n bits is n little-endian bytes of
/// ((v << 1 | 1) << (n - 1)); anything wider is a 0 byte and 8 bytes of v.
void varint(std::string &out, uint64_t v) {
  for (unsigned n = 1; n <= 8; ++n) {
    if (n < 8 ? v < (uint64_t(1) << (7 * n)) : v < (uint64_t(1) << 56)) {
      uint64_t encoded = ((v << 1) | 1) << (n - 1);
      for (unsigned i = 0; i < n; ++i)
        out.push_back(char((encoded >> (8 * i)) & 0xFF));
      return;
    }
  }
  out.push_back(0);
  for (unsigned i = 0; i < 8; ++i)
    out.push_back(char((v >> (8 * i)) & 0xFF));
}

uint64_t zigzag(int64_t v) { return (uint64_t(v) << 1) ^ uint64_t(v >> 63); }

/// Records what the codec writes, in MLIR's primitive encodings, as
/// tokens: each byte in hex, a reference to an attribute or type as `R<n>`
/// (n: the order of reference), an owned string as `S"..."`.
class Recorder : public DialectBytecodeWriter {
public:
  std::vector<std::string> tokens;
  std::vector<std::string> refs; // printed, in order

  void raw(const std::string &bytes) {
    char buf[4];
    for (unsigned char c : bytes) {
      std::snprintf(buf, sizeof buf, "%02X", c);
      tokens.push_back(buf);
    }
  }
  void ref(std::string printed) {
    refs.push_back(printed);
    tokens.push_back("R" + std::to_string(refs.size() - 1));
  }
  void writeAttribute(Attribute attr) override {
    std::string s;
    llvm::raw_string_ostream os(s);
    os << attr;
    ref(s);
  }
  void writeOptionalAttribute(Attribute attr) override {
    if (!attr)
      writeVarInt(0);
    else
      writeAttribute(attr);
  }
  void writeType(Type type) override {
    std::string s;
    llvm::raw_string_ostream os(s);
    os << type;
    ref(s);
  }
  void writeResourceHandle(const AsmDialectResourceHandle &) override {
    tokens.push_back("<resource>");
  }
  void writeVarInt(uint64_t value) override {
    std::string out;
    varint(out, value);
    raw(out);
  }
  void writeSignedVarInt(int64_t value) override { writeVarInt(zigzag(value)); }
  void writeAPIntWithKnownWidth(const APInt &value) override {
    // The widths used here: 64 bits, as a zigzag varint of the bits.
    writeSignedVarInt(static_cast<int64_t>(value.getZExtValue()));
  }
  void writeAPFloatWithKnownSemantics(const APFloat &value) override {
    writeAPIntWithKnownWidth(value.bitcastToAPInt());
  }
  void writeOwnedString(StringRef str) override {
    tokens.push_back("S\"" + str.str() + "\"");
  }
  void writeOwnedBlob(ArrayRef<char>) override { tokens.push_back("<blob>"); }
  void writeOwnedBool(bool value) override {
    raw(std::string(1, value ? 1 : 0));
  }
  int64_t getBytecodeVersion() const override { return 6; }
  FailureOr<const DialectVersion *>
  getDialectVersion(StringRef) const override {
    return failure();
  }

  std::string shown() const {
    std::string out;
    for (const std::string &token : tokens)
      out += (out.empty() ? "" : " ") + token;
    return out;
  }
};

std::string encode(MLIRContext &ctx, Attribute attr,
                   std::vector<std::string> *refs = nullptr) {
  if (!attr)
    return "<no attribute>";
  auto *iface = ctx.getLoadedDialect<stablehlo::StablehloDialect>()
                    ->getRegisteredInterface<BytecodeDialectInterface>();
  Recorder r;
  if (failed(iface->writeAttribute(attr, r)))
    return "<not encoded>";
  if (refs)
    *refs = r.refs;
  return r.shown();
}

std::string encode(MLIRContext &ctx, Type type,
                   std::vector<std::string> *refs = nullptr) {
  auto *iface = ctx.getLoadedDialect<stablehlo::StablehloDialect>()
                    ->getRegisteredInterface<BytecodeDialectInterface>();
  Recorder r;
  if (failed(iface->writeType(type, r)))
    return "<not encoded>";
  if (refs)
    *refs = r.refs;
  return r.shown();
}

Attribute parseAttr(MLIRContext &ctx, const char *text) {
  Attribute attr = parseAttribute(text, &ctx);
  expectTrue(static_cast<bool>(attr), std::string("parses: ") + text);
  return attr;
}

void testUpstreamBytes(MLIRContext &ctx) {
  // Upstream's codes: channel_handle 1, comparison_direction 2, ..., mesh 22;
  // token 0, future 1.
  expectEq(
      encode(ctx,
             parseAttr(ctx, "#stablehlo.channel_handle<handle = 1, type = 2>")),
      "03 05 09", "channel_handle: code 1, handle and type as zigzag varints");
  expectEq(encode(ctx, parseAttr(ctx, "#stablehlo<comparison_direction LT>")),
           "05 0B", "comparison_direction: code 2, LT = 5");
  expectEq(
      encode(ctx, parseAttr(ctx, "#stablehlo<comparison_type TOTALORDER>")),
      "07 05", "comparison_type: code 3, TOTALORDER = 2");
  expectEq(
      encode(ctx, parseAttr(ctx, "#stablehlo.bounds<?, 3>")),
      "1B 05 00 FF FF FF FF FF FF FF FF 0D",
      "type_extensions: code 13, the bounds as zigzag varints, ? = INT64_MIN");
  expectEq(encode(ctx, parseAttr(ctx, "#stablehlo<rng_distribution NORMAL>")),
           "15 05", "rng_distribution: code 10, NORMAL = 2");
  expectEq(encode(ctx, parseAttr(ctx, "#stablehlo<transpose ADJOINT>")),
           "19 07", "transpose: code 12, ADJOINT = 3");
  expectEq(encode(ctx, parseAttr(ctx, "#stablehlo<precision HIGHEST>")),
           "11 05", "precision: code 8, HIGHEST = 2");
  expectEq(encode(ctx, parseAttr(ctx, "#stablehlo<fft_type IRFFT>")), "0D 07",
           "fft_type: code 6, IRFFT = 3");
  expectEq(encode(ctx, parseAttr(ctx, "#stablehlo<rng_algorithm PHILOX>")),
           "13 05", "rng_algorithm: code 9, PHILOX = 2");
  expectEq(
      encode(
          ctx,
          parseAttr(
              ctx, "#stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>")),
      "09 01 0D 05 05 09 09 0D 05 01 05 01 0D 05 05 09",
      "conv: code 4, nine fields, lists as a count and zigzag varints");
  expectEq(
      encode(
          ctx,
          parseAttr(ctx,
                    "#stablehlo.dot<lhs_batching_dimensions = [0], "
                    "rhs_batching_dimensions = [1], lhs_contracting_dimensions "
                    "= [2], rhs_contracting_dimensions = [3]>")),
      "0B 03 01 03 05 03 09 03 0D", "dot: code 5, four lists");
  expectEq(
      encode(
          ctx,
          parseAttr(ctx,
                    "#stablehlo.gather<offset_dims = [1], collapsed_slice_dims "
                    "= [0], operand_batching_dims = [2], "
                    "start_indices_batching_dims = [3], start_index_map = [0], "
                    "index_vector_dim = 1>")),
      "0F 03 05 03 01 03 09 03 0D 03 01 05",
      "gather: code 7, six fields (the batching dimensions included)");
  expectEq(
      encode(ctx,
             parseAttr(
                 ctx,
                 "#stablehlo.scatter<update_window_dims = [1], "
                 "inserted_window_dims = [0], input_batching_dims = [2], "
                 "scatter_indices_batching_dims = [3], "
                 "scatter_dims_to_operand_dims = [0], index_vector_dim = -1>")),
      "17 03 05 03 01 03 09 03 0D 03 01 03",
      "scatter: code 11, six fields, -1 zigzag");
  expectEq(
      encode(ctx,
             parseAttr(ctx,
                       "#stablehlo.output_operand_alias<output_tuple_indices = "
                       "[1], operand_index = 2, operand_tuple_indices = []>")),
      "1D 03 05 09 01", "output_operand_alias: code 14");
  std::vector<std::string> refs;
  expectEq(
      encode(ctx,
             parseAttr(
                 ctx,
                 "#stablehlo.dot_algorithm<lhs_precision_type = f8E4M3FN, "
                 "rhs_precision_type = f8E5M2, accumulation_type = f32, "
                 "lhs_component_count = 1, rhs_component_count = 1, "
                 "num_primitive_operations = 1, allow_imprecise_accumulation = "
                 "true>"),
             &refs),
      "1F R0 R1 R2 05 05 05 01",
      "dot_algorithm: code 15, three type references, counts, the flag as a "
      "raw byte");
  expectEq(refs.size() == 3 ? refs[0] + "," + refs[1] + "," + refs[2] : "",
           "f8E4M3FN,f8E5M2,f32", "dot_algorithm's type references");
  expectEq(
      encode(ctx, parseAttr(ctx, "#stablehlo.result_accuracy_mode<TOLERANCE>")),
      "21 05", "result_accuracy_mode: code 16, TOLERANCE = 2");
  // atol 1e-5 is 0x3EE4F8B588E368F1: its zigzag needs the 9-byte form.
  expectEq(
      encode(
          ctx,
          parseAttr(
              ctx,
              "#stablehlo.result_accuracy<atol = 1.000000e-05, rtol = 0.0, "
              "ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>"),
          &refs),
      "23 00 E2 D1 C6 11 6B F1 C9 7D 01 09 R0",
      "result_accuracy: code 17, atol and rtol by their bits, ulps, the mode "
      "by reference");
  expectEq(encode(ctx, stablehlo::SubAxisInfoAttr::get(&ctx, 1, 2)), "27 05 09",
           "sub_axis_info: code 19");
  expectEq(encode(ctx, parseAttr(ctx, "#stablehlo.axis_ref<name = \"x\">")),
           "29 S\"x\" 00", "axis_ref: code 20, the name, no sub-axis: a raw 0");
  expectEq(
      encode(
          ctx,
          parseAttr(ctx,
                    "#stablehlo.axis_ref<name = \"y\", sub_axis_info = (1)2>")),
      "29 S\"y\" 01 R0", "axis_ref: a raw 1, then the sub-axis by reference");
  expectEq(
      encode(ctx,
             parseAttr(ctx, "#stablehlo.mesh_axis<name = \"x\", size = 4>")),
      "2B S\"x\" 11", "mesh_axis: code 21");
  expectEq(
      encode(ctx,
             parseAttr(
                 ctx,
                 "#stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = \"x\", "
                 "size = 2>], device_ids = dense<[1, 0]> : tensor<2xi64>>"),
             &refs),
      "2D R0 01 R1",
      "mesh: code 22, the axes as one array, a raw 1, the device ids");
  expectEq(refs.empty() ? "" : refs[0],
           "[#stablehlo.mesh_axis<name = \"x\", size = 2>]",
           "mesh: its axes written as one builtin array");
  expectEq(
      encode(ctx,
             parseAttr(ctx,
                       "#stablehlo.replica_group_mesh_axes<mesh = @m, axes = "
                       "[#stablehlo.axis_ref<name = \"x\">, "
                       "#stablehlo.axis_ref<name = \"y\">]>")),
      "25 R0 05 R1 R2",
      "replica_group_mesh_axes: code 18, the mesh, a count, each axis");

  expectEq(encode(ctx, stablehlo::TokenType::get(&ctx)), "01",
           "token: type code 0");
  Type f32 = Float32Type::get(&ctx);
  expectEq(encode(ctx, stablehlo::FutureType::get(&ctx, {f32, f32})),
           "03 05 R0 R1", "future: type code 1, a count, each type");
}

/// A program of the stablehlo dialect, written as bytecode.
std::string writeProgram(MLIRContext &ctx) {
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(
      "func.func @f(%a: tensor<2xf32>) -> tensor<2xf32> {\n"
      "  %0 = stablehlo.add %a, %a : tensor<2xf32>\n"
      "  return %0 : tensor<2xf32>\n}\n",
      &ctx);
  std::string bytes;
  llvm::raw_string_ostream os(bytes);
  if (!module || failed(writeBytecodeToFile(*module, os)))
    return "";
  return bytes;
}

std::string readErrors(MLIRContext &ctx, const std::string &bytes, bool &ok) {
  std::string errors;
  ScopedDiagnosticHandler handler(&ctx, [&](Diagnostic &d) {
    errors += d.str() + "\n";
    return success();
  });
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(bytes, &ctx);
  ok = static_cast<bool>(module);
  return errors;
}

void testVersionRecord() {
  DialectRegistry registry;
  registry.insert<stablehlo::StablehloDialect, func::FuncDialect>();
  MLIRContext ctx(registry);
  ctx.loadAllAvailableDialects();
  auto *dialect = ctx.getLoadedDialect<stablehlo::StablehloDialect>();
  expectTrue(!dialect->getVersion().has_value(), "no version by default");

  std::string plain = writeProgram(ctx);
  dialect->setVersion(vhlo::Version(1, 20, 0));
  std::string versioned = writeProgram(ctx);
  // The record, three varints, is in the versioned program only.
  const std::string record("\x03\x29\x01", 3);
  expectTrue(!plain.empty() && !versioned.empty(), "programs written");
  expectTrue(plain != versioned && versioned.size() > plain.size(),
             "a set version adds a record");
  expectTrue(versioned.find(record) != std::string::npos,
             "the record 1.20.0 is 03 29 01");
  bool ok = false;
  std::string errors = readErrors(ctx, versioned, ok);
  expectTrue(ok, "a record of this version reads: " + errors);

  // A newer record is refused, naming both versions.
  vhlo::Version current = vhlo::Version::getCurrentVersion();
  dialect->setVersion(
      vhlo::Version(current.getMajor(), current.getMinor() + 1, 0));
  std::string newer = writeProgram(ctx);
  dialect->setVersion(std::nullopt);
  errors = readErrors(ctx, newer, ok);
  std::string next = std::to_string(current.getMajor()) + "." +
                     std::to_string(current.getMinor() + 1) + ".0";
  std::string now = std::to_string(current.getMajor()) + "." +
                    std::to_string(current.getMinor()) + "." +
                    std::to_string(current.getPatch());
  expectTrue(!ok, "a newer record is refused");
  expectTrue(errors.find("reading newer dialect than supported") !=
                     std::string::npos &&
                 errors.find("version is " + next) != std::string::npos &&
                 errors.find("up to " + now) != std::string::npos,
             "the refusal names both versions: " + errors);
  // With the version unset again, nothing is recorded.
  expectTrue(writeProgram(ctx) == plain, "unset: no record again");
}

} // namespace

int main() {
  DialectRegistry registry;
  registry.insert<stablehlo::StablehloDialect, func::FuncDialect>();
  MLIRContext ctx(registry);
  ctx.loadAllAvailableDialects();
  testUpstreamBytes(ctx);
  testVersionRecord();
  if (failures) {
    std::fprintf(stderr, "%d check(s) failed\n", failures);
    return 1;
  }
  std::printf("stablehlo bytecode: all checks passed\n");
  return 0;
}
