//===- ExpanderNumericsTest.cpp - the expander keeps the values -----------===//
//
// Numerical equivalence of the compatibility rewrites: a program and its
// expansion (expandForCompatibility below the feature's release) are run by
// a tiny evaluator of the ops involved (constant, tan, sine, cosine, divide,
// on f64 and complex<f64> tensors, with the C++ library's functions) on the
// same inputs, and must agree to 1e-12 relative error. Exits 1 naming each
// mismatch.
//
//===----------------------------------------------------------------------===//

#include <cmath>
#include <complex>
#include <cstdio>
#include <string>
#include <vector>

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/TypeSwitch.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "stablehlo/Dialect/Stablehlo/StablehloOps.h"
#include "stablehlo/Transforms/Passes.h"

using namespace mlir;
using Values = std::vector<std::complex<double>>;

namespace {

int failures = 0;

/// Runs `func` on `args`; returns its results, or an error string.
std::string evaluate(func::FuncOp func, const std::vector<Values> &args,
                     std::vector<Values> &results) {
  llvm::DenseMap<Value, Values> env;
  for (auto [arg, values] : llvm::zip(func.getArguments(), args))
    env[arg] = values;
  auto unary = [&](Operation *op, auto fn) {
    Values out;
    for (std::complex<double> x : env[op->getOperand(0)])
      out.push_back(fn(x));
    env[op->getResult(0)] = out;
  };
  for (Operation &op : func.getBody().front()) {
    std::string unknown;
    llvm::TypeSwitch<Operation *>(&op)
        .Case([&](stablehlo::TanOp o) { unary(o, [](auto x) { return std::tan(x); }); })
        .Case([&](stablehlo::SineOp o) { unary(o, [](auto x) { return std::sin(x); }); })
        .Case([&](stablehlo::CosineOp o) { unary(o, [](auto x) { return std::cos(x); }); })
        .Case([&](stablehlo::DivOp o) {
          Values out;
          for (auto [l, r] : llvm::zip(env[o.getLhs()], env[o.getRhs()]))
            out.push_back(l / r);
          env[o.getResult()] = out;
        })
        .Case([&](func::ReturnOp o) {
          for (Value v : o.getOperands())
            results.push_back(env[v]);
        })
        .Default([&](Operation *o) { unknown = o->getName().getStringRef().str(); });
    if (!unknown.empty())
      return "the evaluator does not know " + unknown;
  }
  return "";
}

void expectClose(const std::vector<Values> &got, const std::vector<Values> &want,
                 const std::string &what) {
  bool ok = got.size() == want.size();
  for (size_t i = 0; ok && i < got.size(); ++i) {
    ok = got[i].size() == want[i].size();
    for (size_t j = 0; ok && j < got[i].size(); ++j)
      ok = std::abs(got[i][j] - want[i][j]) <= 1e-12 * std::max(1.0, std::abs(want[i][j]));
  }
  if (!ok) {
    std::printf("FAILED: %s: the expansion computes other values\n", what.c_str());
    ++failures;
  }
}

constexpr llvm::StringLiteral kProgram = R"mlir(
func.func @real(%x: tensor<5xf64>) -> tensor<5xf64> {
  %0 = stablehlo.tan %x : tensor<5xf64>
  return %0 : tensor<5xf64>
}
func.func @complex(%z: tensor<3xcomplex<f64>>) -> tensor<3xcomplex<f64>> {
  %0 = stablehlo.tan %z : tensor<3xcomplex<f64>>
  return %0 : tensor<3xcomplex<f64>>
}
)mlir";

} // namespace

int main() {
  MLIRContext context;
  context.loadDialect<stablehlo::StablehloDialect, func::FuncDialect>();
  OwningOpRef<ModuleOp> original = parseSourceString<ModuleOp>(kProgram, ParserConfig(&context));
  if (!original) {
    std::printf("FAILED: the program does not parse\n");
    return 1;
  }
  OwningOpRef<ModuleOp> expanded = original->clone();
  SmallVector<std::pair<StringRef, unsigned>> applied;
  if (failed(stablehlo::expandForCompatibility(*expanded, vhlo::Version(1, 3, 0), &applied)) ||
      applied.size() != 1 || applied[0].first != "tan_to_sine_cosine" || applied[0].second != 2) {
    std::printf("FAILED: expanding at 1.3.0 did not rewrite both tan ops\n");
    return 1;
  }
  bool tanLeft = false;
  expanded->walk([&](stablehlo::TanOp) { tanLeft = true; });
  if (tanLeft) {
    std::printf("FAILED: a tan op is left after expansion\n");
    ++failures;
  }
  const std::vector<std::pair<const char *, std::vector<Values>>> cases = {
      {"real", {{0.1, -0.7, 1.2, 3.0, -1.5}}},
      {"complex", {{{0.5, 0.25}, {-1.0, 2.0}, {1.4, -0.3}}}},
  };
  for (const auto &[name, args] : cases) {
    std::vector<Values> want, got;
    std::string why = evaluate(original->lookupSymbol<func::FuncOp>(name), args, want);
    if (why.empty())
      why = evaluate(expanded->lookupSymbol<func::FuncOp>(name), args, got);
    if (!why.empty()) {
      std::printf("FAILED: %s: %s\n", name, why.c_str());
      ++failures;
      continue;
    }
    expectClose(got, want, std::string("tan_to_sine_cosine on ") + name);
  }
  // At the feature's release the expander leaves the program alone.
  OwningOpRef<ModuleOp> untouched = original->clone();
  applied.clear();
  if (failed(stablehlo::expandForCompatibility(*untouched, vhlo::Version(1, 4, 0), &applied)) ||
      !applied.empty()) {
    std::printf("FAILED: expanding at 1.4.0 changed the program\n");
    ++failures;
  }
  std::printf("%s\n", failures ? "expander numerics tests FAILED" : "expander numerics tests passed");
  return failures ? 1 : 0;
}
