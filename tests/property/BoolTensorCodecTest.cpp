//===- BoolTensorCodecTest.cpp - i1 tensor_v1 blobs against the format ----===//
//
// Usage: vhlo-bool-tensor-codec-test [--self-check]
//
// Drives the VHLO dialect's BytecodeDialectInterface directly, with a
// recording DialectBytecodeWriter and a scripted DialectBytecodeReader, on
// #vhlo.tensor_v1 attributes of i1 for n = 0..64 elements (and 2-D shapes)
// in many patterns. The blob written must be the one the documented rule
// gives (vhlo-facts.md §3.5), computed here from the values:
//   - a tensor of more than one element whose elements are all equal: the
//     single byte 0xFF (true) or 0x00 (false);
//   - otherwise ceil(n/8) bytes, element i at bit i%8 of byte i/8 (LSB
//     first), unused high bits zero (so a one-element true tensor is 0x01).
// Each blob must read back to the identical attribute. The reader must also
// accept the older forms (0xFF for one element, one 0/1 byte per element)
// and refuse, with a diagnostic and without crashing, anything else: a
// single byte other than 0x00/0xFF for n > 8, bits set past the last
// element, other blob sizes, one byte per element holding a byte > 1.
//
// --self-check: the blob comparison is given a blob that differs from the
// rule in one bit (and the lost-splat form of b9ee787) and must object.
//
//===----------------------------------------------------------------------===//

#include <cstdio>
#include <deque>
#include <string>
#include <vector>

#include "mlir/Bytecode/BytecodeImplementation.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "stablehlo/Dialect/Vhlo/VhloOps.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;

namespace {

/// One primitive of the dialect's bytecode stream.
struct Event {
  enum Kind {
    VarInt,
    SignedVarInt,
    Attr,
    OptionalAttr,
    TypeRef,
    Blob,
    String,
    APIntV,
    APFloatV,
    Bool
  } kind;
  uint64_t u = 0;
  int64_t s = 0;
  Attribute attr;
  Type type;
  std::string bytes;
};

const char *kindName(Event::Kind k) {
  static const char *names[] = {
      "varint",  "signed varint", "attribute", "optional attribute",
      "type",    "blob",          "string",    "APInt",
      "APFloat", "bool"};
  return names[k];
}

class RecordingWriter : public DialectBytecodeWriter {
public:
  std::vector<Event> events;

  void writeAttribute(Attribute attr) override {
    events.push_back({Event::Attr, 0, 0, attr});
  }
  void writeOptionalAttribute(Attribute attr) override {
    events.push_back({Event::OptionalAttr, 0, 0, attr});
  }
  void writeType(Type type) override {
    events.push_back({Event::TypeRef, 0, 0, {}, type});
  }
  void writeResourceHandle(const AsmDialectResourceHandle &) override {
    events.push_back({Event::String, 0, 0, {}, {}, "<resource>"});
  }
  void writeVarInt(uint64_t v) override {
    events.push_back({Event::VarInt, v});
  }
  void writeSignedVarInt(int64_t v) override {
    events.push_back({Event::SignedVarInt, 0, v});
  }
  void writeAPIntWithKnownWidth(const APInt &v) override {
    events.push_back({Event::APIntV, v.getZExtValue()});
  }
  void writeAPFloatWithKnownSemantics(const APFloat &v) override {
    events.push_back({Event::APFloatV, v.bitcastToAPInt().getZExtValue()});
  }
  void writeOwnedString(StringRef str) override {
    events.push_back({Event::String, 0, 0, {}, {}, str.str()});
  }
  void writeOwnedBlob(ArrayRef<char> blob) override {
    events.push_back(
        {Event::Blob, 0, 0, {}, {}, std::string(blob.data(), blob.size())});
  }
  void writeOwnedBool(bool v) override { events.push_back({Event::Bool, v}); }
  int64_t getBytecodeVersion() const override { return 6; }
  FailureOr<const DialectVersion *>
  getDialectVersion(StringRef) const override {
    return failure();
  }
};

/// Serves a fixed script of primitives; any read that does not match the
/// next entry fails (as a malformed stream would).
class ScriptedReader : public DialectBytecodeReader {
public:
  ScriptedReader(MLIRContext *ctx, std::vector<Event> script)
      : ctx(ctx), script(script.begin(), script.end()) {}

  bool consumedAll() const { return script.empty(); }

  InFlightDiagnostic emitError(const Twine &msg = {}) const override {
    return mlir::emitError(UnknownLoc::get(ctx), msg);
  }
  FailureOr<const DialectVersion *>
  getDialectVersion(StringRef) const override {
    return failure();
  }
  MLIRContext *getContext() const override { return ctx; }
  uint64_t getBytecodeVersion() const override { return 6; }

  LogicalResult readAttribute(Attribute &result) override {
    return take(Event::Attr, [&](Event &e) { result = e.attr; });
  }
  LogicalResult readOptionalAttribute(Attribute &result) override {
    return take(Event::OptionalAttr, [&](Event &e) { result = e.attr; });
  }
  LogicalResult readType(Type &result) override {
    return take(Event::TypeRef, [&](Event &e) { result = e.type; });
  }
  FailureOr<AsmDialectResourceHandle> readResourceHandle() override {
    emitError("the script has no resources");
    return failure();
  }
  LogicalResult readVarInt(uint64_t &result) override {
    return take(Event::VarInt, [&](Event &e) { result = e.u; });
  }
  LogicalResult readSignedVarInt(int64_t &result) override {
    return take(Event::SignedVarInt, [&](Event &e) { result = e.s; });
  }
  FailureOr<APInt> readAPIntWithKnownWidth(unsigned bitWidth) override {
    uint64_t v = 0;
    if (failed(take(Event::APIntV, [&](Event &e) { v = e.u; })))
      return failure();
    return APInt(bitWidth, v);
  }
  FailureOr<APFloat>
  readAPFloatWithKnownSemantics(const llvm::fltSemantics &sem) override {
    uint64_t v = 0;
    if (failed(take(Event::APFloatV, [&](Event &e) { v = e.u; })))
      return failure();
    return APFloat(sem, APInt(APFloat::getSizeInBits(sem), v));
  }
  LogicalResult readString(StringRef &result) override {
    return take(Event::String, [&](Event &e) {
      strings.push_back(e.bytes);
      result = strings.back();
    });
  }
  LogicalResult readBlob(ArrayRef<char> &result) override {
    return take(Event::Blob, [&](Event &e) {
      strings.push_back(e.bytes);
      result = ArrayRef<char>(strings.back().data(), strings.back().size());
    });
  }
  LogicalResult readBool(bool &result) override {
    return take(Event::Bool, [&](Event &e) { result = e.u != 0; });
  }

private:
  template <typename Fn> LogicalResult take(Event::Kind kind, Fn &&fn) {
    if (script.empty())
      return emitError("the script is exhausted (wanted a ")
             << kindName(kind) << ")";
    if (script.front().kind != kind)
      return emitError("the script has a ")
             << kindName(script.front().kind) << ", not a " << kindName(kind);
    fn(script.front());
    script.pop_front();
    return success();
  }

  MLIRContext *ctx;
  std::deque<Event> script;
  std::deque<std::string> strings; // blobs/strings handed out stay alive
};

std::string hex(const std::string &bytes) {
  std::string s;
  for (unsigned char c : bytes)
    s += llvm::utohexstr(c, /*LowerCase=*/true, /*Width=*/2) + " ";
  return s.empty() ? "(empty)" : s.substr(0, s.size() - 1);
}

/// The blob of an i1 tensor by the documented rule (facts §3.5).
std::string expectedBlob(const std::vector<bool> &bits) {
  size_t n = bits.size();
  bool allEqual = true;
  for (bool b : bits)
    allEqual &= b == bits[0];
  if (n > 1 && allEqual)
    return std::string(1, bits[0] ? char(0xFF) : char(0x00));
  std::string out((n + 7) / 8, '\0');
  for (size_t i = 0; i < n; ++i)
    if (bits[i])
      out[i / 8] = char(uint8_t(out[i / 8]) | (1u << (i % 8)));
  return out;
}

struct Checker {
  MLIRContext &ctx;
  const BytecodeDialectInterface *iface;
  size_t checks = 0, failures = 0, diagnostics = 0;
  std::vector<std::string> lastDiagnostics;

  Type vhloBoolTensor(ArrayRef<int64_t> shape) {
    return vhlo::TensorV1Type::get(&ctx, shape, vhlo::BoolV1Type::get(&ctx),
                                   nullptr);
  }
  Attribute attrOf(ArrayRef<int64_t> shape, const std::vector<bool> &bits) {
    SmallVector<bool> b(bits.begin(), bits.end());
    auto builtin = RankedTensorType::get(shape, IntegerType::get(&ctx, 1));
    return vhlo::TensorV1Attr::get(&ctx, vhloBoolTensor(shape),
                                   DenseElementsAttr::get(builtin, b));
  }

  void fail(const std::string &what) {
    ++failures;
    std::fprintf(stderr, "FAILED: %s\n", what.c_str());
  }

  /// Reads `blob` as an i1 tensor_v1 of `shape`; null if refused.
  Attribute read(ArrayRef<int64_t> shape, const std::string &blob,
                 bool &consumedAll) {
    lastDiagnostics.clear();
    std::vector<Event> script = {
        {Event::VarInt, 15},
        {Event::TypeRef, 0, 0, {}, vhloBoolTensor(shape)},
        {Event::Blob, 0, 0, {}, {}, blob}};
    ScriptedReader reader(&ctx, script);
    Attribute a = iface->readAttribute(reader);
    consumedAll = reader.consumedAll();
    return a;
  }

  /// Write: the events and the blob by the rule; read back: the same attribute.
  void roundTrip(const std::string &name, ArrayRef<int64_t> shape,
                 const std::vector<bool> &bits) {
    ++checks;
    Attribute attr = attrOf(shape, bits);
    RecordingWriter writer;
    if (failed(iface->writeAttribute(attr, writer))) {
      fail(name + ": the writer refused the attribute");
      return;
    }
    std::string want = expectedBlob(bits);
    const auto &ev = writer.events;
    if (ev.size() != 3 || ev[0].kind != Event::VarInt || ev[0].u != 15 ||
        ev[1].kind != Event::TypeRef || ev[1].type != vhloBoolTensor(shape) ||
        ev[2].kind != Event::Blob) {
      fail(name + ": the writer did not write code 15, the tensor type, a blob "
                  "(facts §3.4)");
      return;
    }
    if (ev[2].bytes != want) {
      fail(name + ": blob " + hex(ev[2].bytes) + ", the rule gives " +
           hex(want));
      return;
    }
    bool consumed = false;
    Attribute back = read(shape, want, consumed);
    if (back != attr || !consumed)
      fail(name + ": the blob " + hex(want) +
           " does not read back to the same attribute" +
           (lastDiagnostics.empty() ? ""
                                    : " (" + lastDiagnostics.front() + ")"));
  }

  /// A legacy or alternative blob the reader must accept, giving `bits`.
  void accepts(const std::string &name, ArrayRef<int64_t> shape,
               const std::string &blob, const std::vector<bool> &bits) {
    ++checks;
    bool consumed = false;
    Attribute back = read(shape, blob, consumed);
    if (back != attrOf(shape, bits) || !consumed)
      fail(name + ": blob " + hex(blob) +
           " was not read as the expected tensor" +
           (lastDiagnostics.empty() ? ""
                                    : " (" + lastDiagnostics.front() + ")"));
  }

  /// A malformed blob the reader must refuse with a diagnostic.
  void refuses(const std::string &name, ArrayRef<int64_t> shape,
               const std::string &blob) {
    ++checks;
    bool consumed = false;
    Attribute back = read(shape, blob, consumed);
    if (back)
      fail(name + ": blob " + hex(blob) +
           " was accepted (it breaks the format)");
    else if (lastDiagnostics.empty())
      fail(name + ": blob " + hex(blob) + " was refused without a diagnostic");
    else
      ++diagnostics;
  }
};

std::vector<bool> fromByte(int64_t n, unsigned byte) {
  std::vector<bool> bits(n);
  for (int64_t i = 0; i < n; ++i)
    bits[i] = (byte >> (i % 8)) & 1;
  return bits;
}

} // namespace

int main(int argc, char **argv) {
  bool selfCheckOnly = argc > 1 && std::string(argv[1]) == "--self-check";
  // Self-check: the rule and the comparison see a one-bit difference and the
  // lost-splat symptom of b9ee787 (true every 8th element read as a splat).
  {
    std::vector<bool> every8th = fromByte(16, 0x01);
    std::string rule = expectedBlob(every8th);
    bool ok =
        rule == std::string("\x01\x01", 2) && rule != std::string(1, '\x01') &&
        expectedBlob({true}) == std::string(1, '\x01') &&
        expectedBlob(std::vector<bool>(9, true)) == std::string(1, '\xff') &&
        expectedBlob({false, true, false}) == std::string(1, '\x02') &&
        expectedBlob({}).empty();
    std::string flipped = rule;
    flipped[1] ^= 0x80;
    ok &= flipped != rule;
    std::printf("self-check: the rule %s\n",
                ok ? "distinguishes one-bit and lost-splat differences"
                   : "IS BROKEN");
    if (!ok)
      return 1;
    if (selfCheckOnly)
      return 0;
  }

  MLIRContext ctx;
  ctx.loadDialect<vhlo::VhloDialect>();
  Dialect *dialect = ctx.getLoadedDialect("vhlo");
  const BytecodeDialectInterface *iface =
      dialect ? dialect->getRegisteredInterface<BytecodeDialectInterface>()
              : nullptr;
  if (!iface) {
    std::fprintf(stderr,
                 "FAILED: the vhlo dialect has no BytecodeDialectInterface\n");
    return 1;
  }
  Checker c{ctx, iface};
  ScopedDiagnosticHandler collect(&ctx, [&](Diagnostic &d) {
    c.lastDiagnostics.push_back(d.str());
    return success();
  });

  uint64_t state = 0x9e3779b97f4a7c15ull; // fixed: the run is deterministic
  auto random = [&]() {
    state ^= state << 13, state ^= state >> 7, state ^= state << 17;
    return state;
  };

  // Round trips: every n in 0..64, every repeated byte, single set/unset
  // bits, random patterns, splats.
  for (int64_t n = 0; n <= 64; ++n) {
    std::string at = "n=" + std::to_string(n);
    for (unsigned byte = 0; byte < 256; ++byte)
      c.roundTrip(at + " byte 0x" + llvm::utohexstr(byte) + " repeated", {n},
                  fromByte(n, byte));
    for (int64_t j = 0; j < n; ++j) {
      std::vector<bool> one(n, false), zero(n, true);
      one[j] = true;
      zero[j] = false;
      c.roundTrip(at + " only true at " + std::to_string(j), {n}, one);
      c.roundTrip(at + " only false at " + std::to_string(j), {n}, zero);
    }
    for (int k = 0; k < 8; ++k) {
      std::vector<bool> bits(n);
      for (int64_t i = 0; i < n; ++i)
        bits[i] = random() & 1;
      c.roundTrip(at + " random " + std::to_string(k), {n}, bits);
    }
  }
  for (std::vector<int64_t> shape : {std::vector<int64_t>{},
                                     {1, 1},
                                     {2, 3},
                                     {3, 8},
                                     {8, 8},
                                     {0, 5},
                                     {4, 4, 4},
                                     {9, 7}}) {
    int64_t n = 1;
    for (int64_t d : shape)
      n *= d;
    for (unsigned byte : {0x00u, 0xFFu, 0x01u, 0x55u, 0xAAu, 0x80u})
      c.roundTrip("shape " + std::to_string(shape.size()) + "-D n=" +
                      std::to_string(n) + " byte 0x" + llvm::utohexstr(byte),
                  shape, fromByte(n, byte));
  }

  // Accepted older forms.
  c.accepts("one element, 0xFF (pre-2026 writers)", {1}, std::string(1, '\xff'),
            {true});
  c.accepts("0-D, 0xFF (pre-2026 writers)", {}, std::string(1, '\xff'), {true});
  for (int64_t n = 2; n <= 64; ++n) {
    std::vector<bool> bits(n);
    std::string blob(n, '\0');
    for (int64_t i = 0; i < n; ++i) {
      bits[i] = random() & 1;
      blob[i] = bits[i] ? 1 : 0;
    }
    c.accepts("n=" + std::to_string(n) + " one 0/1 byte per element", {n}, blob,
              bits);
    if (n > 8) { // the splat bytes (for n <= 8 they are also packed bytes)
      c.accepts("n=" + std::to_string(n) + " splat byte 0xFF", {n},
                std::string(1, '\xff'), std::vector<bool>(n, true));
      c.accepts("n=" + std::to_string(n) + " splat byte 0x00", {n},
                std::string(1, '\0'), std::vector<bool>(n, false));
    }
  }

  // Refused forms.
  for (int64_t n = 9; n <= 64; ++n)
    for (unsigned byte = 1; byte < 255; ++byte)
      c.refuses("n=" + std::to_string(n) + " single byte 0x" +
                    llvm::utohexstr(byte),
                {n}, std::string(1, char(byte)));
  for (int64_t n = 1; n <= 64; ++n) {
    if (n % 8 == 0)
      continue;
    size_t packed = (n + 7) / 8;
    for (unsigned bit = n % 8; bit < 8; ++bit) {
      std::string blob(packed, '\0');
      blob.back() = char(1u << bit);
      if (n == 1 && bit == 0)
        continue;
      // One element: 0xFF is the accepted legacy form, tested above.
      c.refuses("n=" + std::to_string(n) + " bit " + std::to_string(bit) +
                    " of the last byte set",
                {n}, blob);
    }
    std::string packedAllTrueAndMore(packed, '\xff');
    if (packed >
        1) // one byte 0xFF: for n = 1 the legacy form, for 2..7 the splat
      c.refuses("n=" + std::to_string(n) + " all bits of the packed bytes set",
                {n}, packedAllTrueAndMore);
  }
  for (int64_t n = 0; n <= 64; ++n) {
    size_t packed = (n + 7) / 8;
    for (size_t size : {packed + 1, packed + 2, size_t(n) + 1,
                        size_t(n) * 2 + 3, size_t(0)}) {
      bool valid = size == packed || size == size_t(n) || (size == 1 && n > 1);
      if (valid)
        continue;
      c.refuses("n=" + std::to_string(n) + " blob of " + std::to_string(size) +
                    " bytes",
                {n}, std::string(size, '\0'));
    }
  }
  for (int64_t n = 2; n <= 64; ++n) {
    if (size_t(n) == size_t((n + 7) / 8))
      continue;
    for (unsigned bad : {2u, 0x80u, 0xFFu}) {
      std::string blob(n, '\x01');
      blob[random() % n] = char(bad);
      c.refuses("n=" + std::to_string(n) +
                    " one byte per element with a byte 0x" +
                    llvm::utohexstr(bad),
                {n}, blob);
    }
  }

  std::printf("%zu checks of i1 tensor_v1 blobs (n = 0..64, 2-D shapes); %zu "
              "refusals with a diagnostic; "
              "%zu failures\n",
              c.checks, c.diagnostics, c.failures);
  return c.failures ? 1 : 0;
}
