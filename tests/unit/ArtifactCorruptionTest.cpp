//===- ArtifactCorruptionTest.cpp - damaged artifacts never crash ---------===//
//
// Usage: artifact-corruption-test ARTIFACT [FLIP_STRIDE]
// Deserializes every prefix of ARTIFACT (each must be refused) and copies
// with one byte inverted at every FLIP_STRIDE-th offset (each may be read or
// refused, never crash). Prints the counts; exits 1 if a prefix was accepted.
//
// Usage: artifact-corruption-test --crafted [DIR]
// Writes artifacts whose types and attributes hold values no writer makes
// (element types without a bit width, negative or dynamic dimensions in a
// tensor attribute, element counts that overflow, blobs of the wrong size,
// bad complex and quantized types, huge splats), each as a valid program
// modified after its conversion to VHLO, and checks that each is refused
// with the expected error. With DIR, also writes each artifact there.
//
//===----------------------------------------------------------------------===//

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <sys/resource.h>

#include <functional>
#include <string>

#include "mlir/Bytecode/BytecodeWriter.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "stablehlo/Api/PortableApi.h"
#include "stablehlo/Api/Serialization.h"
#include "stablehlo/Dialect/Stablehlo/StablehloOps.h"
#include "stablehlo/Dialect/Vhlo/VhloOps.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

// Under AddressSanitizer freed memory sits in quarantine, so peak memory
// says nothing about what the reader keeps.
#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define STABLEHLO_TEST_UNDER_ASAN 1
#endif
#endif
#ifndef STABLEHLO_TEST_UNDER_ASAN
#define STABLEHLO_TEST_UNDER_ASAN 0
#endif

namespace {

using namespace mlir;

/// The constant of the memory bound for reading a damaged artifact: a
/// context with its dialects loaded, and the diagnostics.
constexpr long kReadConstantKB = 16 * 1024;
using namespace mlir::vhlo;

/// A program with one op of each kind the cases below modify.
constexpr const char *kProgram = R"(
func.func @main(%a: tensor<4xf32>) -> (tensor<4xi32>, tensor<2x4xf32>) {
  %0 = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %1 = stablehlo.broadcast_in_dim %a, dims = [1] : (tensor<4xf32>) -> tensor<2x4xf32>
  return %0, %1 : tensor<4xi32>, tensor<2x4xf32>
}
)";

struct Case {
  const char *name;
  /// Modifies the VHLO program.
  std::function<void(ModuleOp)> damage;
  /// A phrase the refusal must contain.
  const char *expected;
};

Operation *findOp(ModuleOp module, llvm::StringRef name) {
  Operation *found = nullptr;
  module->walk([&](Operation *op) {
    if (!found && op->getName().getStringRef() == name)
      found = op;
  });
  if (!found) {
    std::fprintf(stderr, "no %s in the VHLO program\n", name.str().c_str());
    std::exit(2);
  }
  return found;
}

/// Gives the constant the value `data` with the VHLO type `type` (which the
/// writer writes as is, followed by the raw bytes of `data`).
void setConstant(ModuleOp module, Type type, DenseElementsAttr data) {
  Operation *op = findOp(module, "vhlo.constant_v1");
  op->setAttr("value", TensorV1Attr::get(module.getContext(), type, data));
}

std::vector<Case> cases() {
  auto i32 = [](MLIRContext *c) { return I32V1Type::get(c); };
  auto f32 = [](MLIRContext *c) { return F32V1Type::get(c); };
  auto dense4 = [](MLIRContext *c) {
    auto t = RankedTensorType::get({4}, IntegerType::get(c, 32));
    return DenseElementsAttr::get(t, llvm::ArrayRef<int32_t>({1, 2, 3, 4}));
  };
  auto quant = [](MLIRContext *c, Type storage, int64_t min, int64_t max) {
    return QuantV1Type::get(c, 1, storage, F32V1Type::get(c),
                            llvm::APFloat(0.5), 0, min, max);
  };
  const int64_t kHuge = int64_t(1) << 61;
  return {
      // The crash of the issue: a raw blob validated against an element type
      // without a bit width.
      {"tensor-attr-none-element",
       [=](ModuleOp m) {
         auto *c = m.getContext();
         setConstant(m, TensorV1Type::get(c, {4}, NoneV1Type::get(c), {}),
                     dense4(c));
       },
       "has element type '!vhlo.none_v1'; expected a VHLO integer, index, "
       "float, complex "
       "or quantized type"},
      {"tensor-attr-quant-element",
       [=](ModuleOp m) {
         auto *c = m.getContext();
         setConstant(m,
                     TensorV1Type::get(
                         c, {4}, quant(c, I8V1Type::get(c), -128, 127), {}),
                     dense4(c));
       },
       "which has no raw data form; expected a VHLO integer, index, float or "
       "complex type"},
      {"tensor-attr-token-element",
       [=](ModuleOp m) {
         auto *c = m.getContext();
         setConstant(m, TensorV1Type::get(c, {4}, TokenV1Type::get(c), {}),
                     dense4(c));
       },
       "has element type '!vhlo.token_v1'; expected"},
      {"tensor-attr-dynamic-dim",
       [=](ModuleOp m) {
         auto *c = m.getContext();
         setConstant(m,
                     TensorV1Type::get(c, {ShapedType::kDynamic}, i32(c), {}),
                     dense4(c));
       },
       "has a dynamic dimension at index 0; its dimensions must be sizes"},
      {"tensor-type-negative-dim",
       [=](ModuleOp m) {
         auto *c = m.getContext();
         setConstant(m, TensorV1Type::get(c, {-4}, i32(c), {}), dense4(c));
       },
       "has dimension -4 at index 0; a dimension is a size (0 or more) or "
       "dynamic"},
      {"result-type-negative-dim",
       [=](ModuleOp m) {
         auto *c = m.getContext();
         findOp(m, "vhlo.broadcast_in_dim_v1")
             ->getResult(0)
             .setType(TensorV1Type::get(c, {2, -7}, f32(c), {}));
       },
       "has dimension -7 at index 1"},
      {"tensor-type-element-count-overflow",
       [=](ModuleOp m) {
         auto *c = m.getContext();
         setConstant(m, TensorV1Type::get(c, {kHuge, 8}, i32(c), {}),
                     dense4(c));
       },
       "has more elements than fit in a signed 64-bit count"},
      // 2^61 elements of 8 bytes: 2^67 bits, which wraps to 0 in 64 bits; an
      // empty blob must not pass for them.
      {"tensor-attr-blob-size-wraps",
       [=](ModuleOp m) {
         auto *c = m.getContext();
         auto empty = DenseElementsAttr::get(
             RankedTensorType::get({0}, IntegerType::get(c, 64)),
             llvm::ArrayRef<int64_t>());
         setConstant(m, TensorV1Type::get(c, {kHuge}, I64V1Type::get(c), {}),
                     empty);
       },
       "expected more bytes than fit in 64 bits"},
      {"tensor-attr-blob-size",
       [=](ModuleOp m) {
         auto *c = m.getContext();
         setConstant(m, TensorV1Type::get(c, {3}, i32(c), {}), dense4(c));
       },
       "vhlo tensor_v1 data of 16 bytes does not fit 'tensor<3xi32>': expected "
       "12 bytes"},
      {"complex-of-bool",
       [=](ModuleOp m) {
         auto *c = m.getContext();
         setConstant(m,
                     TensorV1Type::get(
                         c, {4}, ComplexV1Type::get(c, BoolV1Type::get(c)), {}),
                     dense4(c));
       },
       "has element type '!vhlo.bool_v1'; expected a VHLO float type or an "
       "integer type wider"},
      {"complex-of-tuple",
       [=](ModuleOp m) {
         auto *c = m.getContext();
         findOp(m, "vhlo.broadcast_in_dim_v1")
             ->getResult(0)
             .setType(TensorV1Type::get(
                 c, {2, 4}, ComplexV1Type::get(c, TupleV1Type::get(c, {})),
                 {}));
       },
       "expected a VHLO float type or an integer type wider than 1 bit"},
      {"quant-float-storage",
       [=](ModuleOp m) {
         auto *c = m.getContext();
         findOp(m, "vhlo.broadcast_in_dim_v1")
             ->getResult(0)
             .setType(TensorV1Type::get(c, {2, 4}, quant(c, f32(c), 0, 1), {}));
       },
       "has storage type '!vhlo.f32_v1'; expected a VHLO integer type"},
      {"quant-storage-range",
       [=](ModuleOp m) {
         auto *c = m.getContext();
         findOp(m, "vhlo.broadcast_in_dim_v1")
             ->getResult(0)
             .setType(TensorV1Type::get(
                 c, {2, 4}, quant(c, I8V1Type::get(c), -1000, 1000), {}));
       },
       "illegal storage"},
      // The quantized dimension indexes the tensor's shape.
      {"quant-per-axis-dimension-out-of-range",
       [=](ModuleOp m) {
         auto *c = m.getContext();
         SmallVector<llvm::APFloat> scales(4, llvm::APFloat(0.5));
         SmallVector<int64_t> zeroPoints(4, 0);
         auto q = QuantPerAxisV1Type::get(c, 1, I8V1Type::get(c), f32(c), 7,
                                          scales, zeroPoints, -128, 127);
         findOp(m, "vhlo.broadcast_in_dim_v1")
             ->getResult(0)
             .setType(TensorV1Type::get(c, {2, 4}, q, {}));
       },
       // StableHLO's type constraint on results checks it.
       "but got 'tensor<2x4x!quant.uniform<i8:f32:7,"},
      {"quant-per-axis-scale-count",
       [=](ModuleOp m) {
         auto *c = m.getContext();
         SmallVector<llvm::APFloat> scales(3, llvm::APFloat(0.5));
         SmallVector<int64_t> zeroPoints(3, 0);
         auto q = QuantPerAxisV1Type::get(c, 1, I8V1Type::get(c), f32(c), 1,
                                          scales, zeroPoints, -128, 127);
         findOp(m, "vhlo.broadcast_in_dim_v1")
             ->getResult(0)
             .setType(TensorV1Type::get(c, {2, 4}, q, {}));
       },
       "but got 'tensor<2x4x!quant.uniform<i8:f32:1, "
       "{5.000000e-01,5.000000e-01,5.000000e-01}>>'"},
      {"buffer-negative-dim",
       [=](ModuleOp m) {
         auto *c = m.getContext();
         findOp(m, "vhlo.broadcast_in_dim_v1")
             ->getResult(0)
             .setType(BufferV1Type::get(c, {-2}, f32(c)));
       },
       "has dimension -2 at index 0"},
      // A splat of 2^40 dimension numbers would be expanded to an array.
      {"huge-splat-array-attr",
       [=](ModuleOp m) {
         auto *c = m.getContext();
         auto one = DenseElementsAttr::get(
             RankedTensorType::get({1}, IntegerType::get(c, 64)),
             llvm::ArrayRef<int64_t>({1}));
         findOp(m, "vhlo.broadcast_in_dim_v1")
             ->setAttr(
                 "broadcast_dimensions",
                 TensorV1Attr::get(c,
                                   TensorV1Type::get(c, {int64_t(1) << 40},
                                                     I64V1Type::get(c), {}),
                                   one));
       },
       "splat"},
  };
}

/// A program whose regions nest `depth` levels below its function: while
/// ops, each in the body of the one before.
constexpr const char *kWhileProgram = R"(
func.func @main(%x: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.while(%it = %x) : tensor<f32>
  cond {
    %c = stablehlo.constant dense<false> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    stablehlo.return %it : tensor<f32>
  }
  return %0 : tensor<f32>
}
)";

/// Nests copies of the module's vhlo.while_v1 `depth` deep in place of it
/// (built from the inside out, in linear time).
void nestWhiles(ModuleOp module, unsigned depth) {
  Operation *base = findOp(module, "vhlo.while_v1");
  Operation *inner = base->clone();
  for (unsigned level = 1; level < depth; ++level) {
    Operation *outer = base->clone();
    Block &body = outer->getRegion(1).front();
    body.getOperations().insert(body.getTerminator()->getIterator(), inner);
    inner->setOperand(0, body.getArgument(0));
    inner = outer;
  }
  base->getBlock()->getOperations().insert(base->getIterator(), inner);
  base->replaceAllUsesWith(inner);
  base->erase();
}

/// The same program as text, without indentation: `depth` nested whiles.
std::string nestedWhileText(unsigned depth) {
  std::string text = "func.func @main(%x: tensor<f32>) -> tensor<f32> {\n";
  std::string value = "%x";
  for (unsigned i = 0; i < depth; ++i) {
    std::string n = std::to_string(i);
    text +=
        "%w" + n + " = stablehlo.while(%it" + n + " = " + value +
        ") : tensor<f32>\ncond {\n%c" + n +
        " = stablehlo.constant dense<false> : tensor<i1>\nstablehlo.return %c" +
        n + " : tensor<i1>\n} do {\n";
    value = "%it" + n;
  }
  text += "stablehlo.return " + value + " : tensor<f32>\n";
  for (unsigned i = depth; i-- > 0;)
    text += "}\n" +
            (i ? "stablehlo.return %w" + std::to_string(i) + " : tensor<f32>\n"
               : std::string());
  return text + "return %w0 : tensor<f32>\n}\n";
}

/// Deep nesting, in bytecode and in text: 10,000 levels of text and 2,000 of
/// bytecode (MLIR's writer takes quadratic time to make more;
/// tests/fuzz/regressions/reader/crafted-regions-10000-deep.bc has 10,000)
/// are refused with the limit named, never a stack overflow; 900 levels are
/// read.
int runNesting(const char *dir) {
  int failures = 0;
  auto check = [&](const char *name, bool wantRead, auto &&read,
                   const char *expected) {
    MLIRContext context;
    std::string diagnostics;
    ScopedDiagnosticHandler capture(&context, [&](Diagnostic &d) {
      diagnostics += d.str() + "\n";
      return success();
    });
    bool got = read(&context);
    bool ok = got == wantRead &&
              (wantRead || diagnostics.find(expected) != std::string::npos);
    std::printf("%s: %s\n", name, got ? "read" : "refused");
    if (!ok) {
      std::printf("FAILED: %s: expected %s%s%s; diagnostics:\n%s", name,
                  wantRead ? "it to be read" : "a refusal containing '",
                  wantRead ? "" : expected, wantRead ? "" : "'",
                  diagnostics.c_str());
      ++failures;
    }
  };
  for (unsigned depth : {900u, 2000u, 10000u}) {
    std::string artifact;
    if (depth <= 2000) {
      MLIRContext context;
      context.loadDialect<func::FuncDialect, stablehlo::StablehloDialect,
                          VhloDialect>();
      OwningOpRef<ModuleOp> module =
          parseSourceString<ModuleOp>(kWhileProgram, &context);
      llvm::raw_string_ostream os(artifact);
      if (!module || failed(stablehlo::serializePortableArtifact(
                         *module, "current", os))) {
        std::printf("FAILED: the nesting base program does not serialize\n");
        return 1;
      }
      nestWhiles(*module, depth);
      artifact.clear();
      std::string producer =
          "StableHLO_v" + Version::getCurrentVersion().toString();
      BytecodeWriterConfig config(producer);
      config.setDesiredBytecodeVersion(
          *Version::getCurrentVersion().getBytecodeVersion());
      if (failed(writeBytecodeToFile(*module, os, config))) {
        std::printf("FAILED: the nested program could not be written\n");
        return 1;
      }
    }
    if (dir && depth == 2000) {
      std::error_code ec;
      llvm::SmallString<128> path(dir);
      llvm::sys::path::append(path, "crafted-regions-2000-deep.bc");
      llvm::raw_fd_ostream out(path, ec);
      out << artifact;
    }
    std::string text = nestedWhileText(depth);
    std::string name = std::to_string(depth) + " levels";
    bool wantRead = depth <= 1000;
    if (depth <= 2000)
      check((name + ", bytecode").c_str(), wantRead,
            [&](MLIRContext *c) {
              return bool(stablehlo::deserializePortableArtifact(artifact, c));
            },
            "operations with regions nest more than 1000 deep");
    check((name + ", text").c_str(), wantRead,
          [&](MLIRContext *c) {
            return bool(stablehlo::deserializePortableArtifact(text, c));
          },
          "brackets nest more than 1064 deep");
    check((name + ", text to serialize").c_str(), wantRead,
          [&](MLIRContext *c) {
            std::string bytes, diagnostics;
            llvm::raw_string_ostream os(bytes);
            bool ok = succeeded(stablehlo::serializePortableArtifactFromString(
                text, "current", os, &diagnostics));
            if (!ok)
              emitError(UnknownLoc::get(c)) << diagnostics;
            return ok;
          },
          "brackets nest more than 1064 deep");
  }
  return failures ? 1 : 0;
}

/// Peak resident memory of this process so far, in KB.
long peakKB() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_maxrss;
}

int runCrafted(const char *dir) {
  int failures = 0;
  std::vector<Case> all = cases();
  std::vector<std::string> artifacts;
  for (const Case &c : all) {
    std::string &artifact = artifacts.emplace_back();
    {
      MLIRContext context;
      context.loadDialect<func::FuncDialect, stablehlo::StablehloDialect,
                          VhloDialect>();
      OwningOpRef<ModuleOp> module =
          parseSourceString<ModuleOp>(kProgram, &context);
      llvm::raw_string_ostream os(artifact);
      if (!module || failed(stablehlo::serializePortableArtifact(
                         *module, "current", os))) {
        std::printf("FAILED: %s: the base program does not serialize\n",
                    c.name);
        return 1;
      }
      // The module is VHLO now; damage it and write it as the current
      // release would.
      c.damage(*module);
      artifact.clear();
      std::string producer =
          "StableHLO_v" + Version::getCurrentVersion().toString();
      BytecodeWriterConfig config(producer);
      config.setDesiredBytecodeVersion(
          *Version::getCurrentVersion().getBytecodeVersion());
      if (failed(writeBytecodeToFile(*module, os, config))) {
        std::printf("FAILED: %s: the damaged program could not be written\n",
                    c.name);
        return 1;
      }
    }
    if (dir) {
      std::error_code ec;
      llvm::SmallString<128> path(dir);
      llvm::sys::path::append(path, std::string("crafted-") + c.name + ".bc");
      llvm::raw_fd_ostream out(path, ec);
      if (ec) {
        std::printf("cannot write %s\n", path.c_str());
        return 2;
      }
      out << artifact;
    }
  }
  // The artifacts declare up to 2^61 elements in a few hundred bytes; reading
  // them must not allocate for what they declare (tests/fuzz/README.md:
  // within 4 times the input plus a constant).
  long before = peakKB();
  size_t inputBytes = 0;
  for (auto [c, artifact] : llvm::zip_equal(all, artifacts)) {
    inputBytes = std::max(inputBytes, artifact.size());
    MLIRContext context;
    std::string diagnostics;
    ScopedDiagnosticHandler capture(&context, [&](Diagnostic &d) {
      diagnostics += d.str() + "\n";
      return success();
    });
    bool read =
        bool(stablehlo::deserializePortableArtifact(artifact, &context));
    bool named = diagnostics.find(c.expected) != std::string::npos;
    std::printf("%s: %s%s\n", c.name, read ? "READ" : "refused",
                read || named ? "" : " (without the expected error)");
    if (read || !named) {
      std::printf(
          "FAILED: %s: expected a refusal containing '%s'; diagnostics:\n%s",
          c.name, c.expected, diagnostics.c_str());
      ++failures;
    }
  }
  long grewKB = peakKB() - before;
  long allowedKB = long(4 * inputBytes / 1024) + kReadConstantKB;
  std::printf("%zu crafted artifacts, %d not refused as expected; peak memory "
              "grew by %ld KB "
              "(allowed: %ld KB)\n",
              all.size(), failures, grewKB, allowedKB);
#if !STABLEHLO_TEST_UNDER_ASAN
  if (grewKB > allowedKB) {
    std::printf("FAILED: reading the crafted artifacts took more memory than "
                "allowed\n");
    ++failures;
  }
#endif
  if (runNesting(dir))
    ++failures;
  return failures ? 1 : 0;
}

} // namespace

int main(int argc, char **argv) {
  if (argc >= 2 && llvm::StringRef(argv[1]) == "--crafted")
    return runCrafted(argc > 2 ? argv[2] : nullptr);
  if (argc < 2) {
    std::fprintf(stderr, "usage: %s ARTIFACT [FLIP_STRIDE]\n", argv[0]);
    return 2;
  }
  auto buffer = llvm::MemoryBuffer::getFile(argv[1]);
  if (!buffer) {
    std::fprintf(stderr, "cannot read %s\n", argv[1]);
    return 2;
  }
  size_t stride = argc > 2 ? std::strtoul(argv[2], nullptr, 10) : 1;
  std::string bytes = (*buffer)->getBuffer().str();

  mlir::MLIRContext context;
  size_t diagnostics = 0;
  mlir::ScopedDiagnosticHandler quiet(&context, [&](mlir::Diagnostic &) {
    ++diagnostics;
    return mlir::success();
  });

  // The whole artifact reads.
  if (!mlir::stablehlo::deserializePortableArtifact(bytes, &context)) {
    std::printf("FAILED: the intact artifact does not deserialize\n");
    return 1;
  }
  size_t accepted = 0;
  for (size_t n = 0; n < bytes.size(); ++n)
    if (mlir::stablehlo::deserializePortableArtifact(
            llvm::StringRef(bytes.data(), n), &context))
      ++accepted;
  size_t flips = 0, flipsRead = 0;
  for (size_t i = 0; i < bytes.size(); i += stride) {
    std::string damaged = bytes;
    damaged[i] = static_cast<char>(~damaged[i]);
    ++flips;
    if (mlir::stablehlo::deserializePortableArtifact(damaged, &context))
      ++flipsRead;
  }
  std::printf("%zu prefixes refused of %zu, %zu accepted; %zu flipped copies, "
              "%zu read, "
              "%zu refused; %zu diagnostics\n",
              bytes.size() - accepted, bytes.size(), accepted, flips, flipsRead,
              flips - flipsRead, diagnostics);
  if (accepted) {
    std::printf("FAILED: a truncated artifact was accepted\n");
    return 1;
  }
  return 0;
}
