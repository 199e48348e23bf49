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

#include <cstdio>
#include <cstdlib>

#include <functional>
#include <string>

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "mlir/Bytecode/BytecodeWriter.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "stablehlo/Api/Serialization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "stablehlo/Dialect/Stablehlo/StablehloOps.h"
#include "stablehlo/Dialect/Vhlo/VhloOps.h"

namespace {

using namespace mlir;
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
    return QuantV1Type::get(c, 1, storage, F32V1Type::get(c), llvm::APFloat(0.5), 0, min, max);
  };
  const int64_t kHuge = int64_t(1) << 61;
  return {
      // The crash of the issue: a raw blob validated against an element type
      // without a bit width.
      {"tensor-attr-none-element",
       [=](ModuleOp m) {
         auto *c = m.getContext();
         setConstant(m, TensorV1Type::get(c, {4}, NoneV1Type::get(c), {}), dense4(c));
       },
       "has element type '!vhlo.none_v1'; expected a VHLO integer, index, float, complex "
       "or quantized type"},
      {"tensor-attr-quant-element",
       [=](ModuleOp m) {
         auto *c = m.getContext();
         setConstant(m, TensorV1Type::get(c, {4}, quant(c, I8V1Type::get(c), -128, 127), {}),
                     dense4(c));
       },
       "which has no raw data form; expected a VHLO integer, index, float or complex type"},
      {"tensor-attr-token-element",
       [=](ModuleOp m) {
         auto *c = m.getContext();
         setConstant(m, TensorV1Type::get(c, {4}, TokenV1Type::get(c), {}), dense4(c));
       },
       "has element type '!vhlo.token_v1'; expected"},
      {"tensor-attr-dynamic-dim",
       [=](ModuleOp m) {
         auto *c = m.getContext();
         setConstant(m, TensorV1Type::get(c, {ShapedType::kDynamic}, i32(c), {}), dense4(c));
       },
       "has a dynamic dimension at index 0; its dimensions must be sizes"},
      {"tensor-type-negative-dim",
       [=](ModuleOp m) {
         auto *c = m.getContext();
         setConstant(m, TensorV1Type::get(c, {-4}, i32(c), {}), dense4(c));
       },
       "has dimension -4 at index 0; a dimension is a size (0 or more) or dynamic"},
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
         setConstant(m, TensorV1Type::get(c, {kHuge, 8}, i32(c), {}), dense4(c));
       },
       "has more elements than fit in a signed 64-bit count"},
      // 2^61 elements of 8 bytes: 2^67 bits, which wraps to 0 in 64 bits; an
      // empty blob must not pass for them.
      {"tensor-attr-blob-size-wraps",
       [=](ModuleOp m) {
         auto *c = m.getContext();
         auto empty = DenseElementsAttr::get(RankedTensorType::get({0}, IntegerType::get(c, 64)),
                                             llvm::ArrayRef<int64_t>());
         setConstant(m, TensorV1Type::get(c, {kHuge}, I64V1Type::get(c), {}), empty);
       },
       "expected more bytes than fit in 64 bits"},
      {"tensor-attr-blob-size",
       [=](ModuleOp m) {
         auto *c = m.getContext();
         setConstant(m, TensorV1Type::get(c, {3}, i32(c), {}), dense4(c));
       },
       "vhlo tensor_v1 data of 16 bytes does not fit 'tensor<3xi32>': expected 12 bytes"},
      {"complex-of-bool",
       [=](ModuleOp m) {
         auto *c = m.getContext();
         setConstant(m, TensorV1Type::get(c, {4}, ComplexV1Type::get(c, BoolV1Type::get(c)), {}),
                     dense4(c));
       },
       "has element type '!vhlo.bool_v1'; expected a VHLO float type or an integer type wider"},
      {"complex-of-tuple",
       [=](ModuleOp m) {
         auto *c = m.getContext();
         findOp(m, "vhlo.broadcast_in_dim_v1")
             ->getResult(0)
             .setType(TensorV1Type::get(
                 c, {2, 4}, ComplexV1Type::get(c, TupleV1Type::get(c, {})), {}));
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
             .setType(TensorV1Type::get(c, {2, 4}, quant(c, I8V1Type::get(c), -1000, 1000), {}));
       },
       "illegal storage"},
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
         auto one = DenseElementsAttr::get(RankedTensorType::get({1}, IntegerType::get(c, 64)),
                                           llvm::ArrayRef<int64_t>({1}));
         findOp(m, "vhlo.broadcast_in_dim_v1")
             ->setAttr("broadcast_dimensions",
                       TensorV1Attr::get(c,
                                         TensorV1Type::get(c, {int64_t(1) << 40},
                                                           I64V1Type::get(c), {}),
                                         one));
       },
       "splat"},
  };
}

int runCrafted(const char *dir) {
  int failures = 0;
  std::vector<Case> all = cases();
  for (const Case &c : all) {
    std::string artifact;
    {
      MLIRContext context;
      context.loadDialect<func::FuncDialect, stablehlo::StablehloDialect, VhloDialect>();
      OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(kProgram, &context);
      llvm::raw_string_ostream os(artifact);
      if (!module || failed(stablehlo::serializePortableArtifact(*module, "current", os))) {
        std::printf("FAILED: %s: the base program does not serialize\n", c.name);
        return 1;
      }
      // The module is VHLO now; damage it and write it as the current
      // release would.
      c.damage(*module);
      artifact.clear();
      std::string producer = "StableHLO_v" + Version::getCurrentVersion().toString();
      BytecodeWriterConfig config(producer);
      config.setDesiredBytecodeVersion(*Version::getCurrentVersion().getBytecodeVersion());
      if (failed(writeBytecodeToFile(*module, os, config))) {
        std::printf("FAILED: %s: the damaged program could not be written\n", c.name);
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
    MLIRContext context;
    std::string diagnostics;
    ScopedDiagnosticHandler capture(&context, [&](Diagnostic &d) {
      diagnostics += d.str() + "\n";
      return success();
    });
    bool read = bool(stablehlo::deserializePortableArtifact(artifact, &context));
    bool named = diagnostics.find(c.expected) != std::string::npos;
    std::printf("%s: %s%s\n", c.name, read ? "READ" : "refused",
                read || named ? "" : " (without the expected error)");
    if (read || !named) {
      std::printf("FAILED: %s: expected a refusal containing '%s'; diagnostics:\n%s", c.name,
                  c.expected, diagnostics.c_str());
      ++failures;
    }
  }
  std::printf("%zu crafted artifacts, %d not refused as expected\n", all.size(), failures);
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
    if (mlir::stablehlo::deserializePortableArtifact(llvm::StringRef(bytes.data(), n), &context))
      ++accepted;
  size_t flips = 0, flipsRead = 0;
  for (size_t i = 0; i < bytes.size(); i += stride) {
    std::string damaged = bytes;
    damaged[i] = static_cast<char>(~damaged[i]);
    ++flips;
    if (mlir::stablehlo::deserializePortableArtifact(damaged, &context))
      ++flipsRead;
  }
  std::printf("%zu prefixes refused of %zu, %zu accepted; %zu flipped copies, %zu read, "
              "%zu refused; %zu diagnostics\n",
              bytes.size() - accepted, bytes.size(), accepted, flips, flipsRead,
              flips - flipsRead, diagnostics);
  if (accepted) {
    std::printf("FAILED: a truncated artifact was accepted\n");
    return 1;
  }
  return 0;
}
