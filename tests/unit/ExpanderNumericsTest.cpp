//===- ExpanderNumericsTest.cpp - the expander keeps the values -----------===//
//
// Numerical equivalence of the compatibility rewrites: a program and its
// expansion (expandForCompatibility below the feature's release) are run by
// a tiny evaluator of the ops involved (tan, sine, cosine, tanh, exponential,
// abs, real, imag, complex, divide, multiply with the C++ library's
// functions; float constants; iota, reshape, transpose, concatenate, add;
// gather and scatter as the spec defines them, batching dims, clamping and
// dropped out-of-bounds updates included) on the same inputs, and must agree to
// 1e-12 relative error. Exits 1 naming each mismatch.
//
//===----------------------------------------------------------------------===//

#include <algorithm>
#include <cmath>
#include <complex>
#include <cstdio>
#include <string>
#include <vector>

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "stablehlo/Dialect/Stablehlo/StablehloOps.h"
#include "stablehlo/Transforms/Passes.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using Values = std::vector<std::complex<double>>;

namespace {

int failures = 0;

/// A tensor of the evaluator: its shape and its elements, row-major.
struct Tensor {
  SmallVector<int64_t> shape;
  Values values;
};

int64_t numElements(ArrayRef<int64_t> shape) {
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d;
  return n;
}

SmallVector<int64_t> unflatten(int64_t linear, ArrayRef<int64_t> shape) {
  SmallVector<int64_t> index(shape.size());
  for (int64_t d = static_cast<int64_t>(shape.size()) - 1; d >= 0; --d) {
    index[d] = linear % shape[d];
    linear /= shape[d];
  }
  return index;
}

int64_t flatten(ArrayRef<int64_t> index, ArrayRef<int64_t> shape) {
  int64_t linear = 0;
  for (auto [i, d] : llvm::zip(index, shape))
    linear = linear * d + i;
  return linear;
}

SmallVector<int64_t> shapeOf(Value v) {
  return SmallVector<int64_t>(cast<RankedTensorType>(v.getType()).getShape());
}

/// gather per the spec: result[r] = operand[full_start_index +
/// full_batching_index + full_offset_index].
Tensor gather(stablehlo::GatherOp op, const Tensor &operand,
              const Tensor &indices) {
  stablehlo::GatherDimensionNumbersAttr dims = op.getDimensionNumbers();
  Tensor out{shapeOf(op.getResult()), {}};
  int64_t ivd = dims.getIndexVectorDim();
  ArrayRef<int64_t> offsetDims = dims.getOffsetDims();
  ArrayRef<int64_t> sliceSizes = op.getSliceSizes();
  SmallVector<int64_t> batchDims, offsetOperandDims;
  for (int64_t d = 0; d < static_cast<int64_t>(out.shape.size()); ++d)
    if (!llvm::is_contained(offsetDims, d))
      batchDims.push_back(d);
  for (int64_t d = 0; d < static_cast<int64_t>(operand.shape.size()); ++d)
    if (!llvm::is_contained(dims.getCollapsedSliceDims(), d) &&
        !llvm::is_contained(dims.getOperandBatchingDims(), d))
      offsetOperandDims.push_back(d);
  for (int64_t linear = 0; linear < numElements(out.shape); ++linear) {
    SmallVector<int64_t> result = unflatten(linear, out.shape);
    SmallVector<int64_t> batchIndex;
    for (int64_t d : batchDims)
      batchIndex.push_back(result[d]);
    SmallVector<int64_t> operandIndex(operand.shape.size(), 0);
    auto startIndexAt = [&](int64_t k) {
      SmallVector<int64_t> at(batchIndex);
      if (ivd < static_cast<int64_t>(indices.shape.size()))
        at.insert(at.begin() + ivd, k);
      return static_cast<int64_t>(
          indices.values[flatten(at, indices.shape)].real());
    };
    for (auto [k, d] : llvm::enumerate(dims.getStartIndexMap()))
      operandIndex[d] += std::clamp<int64_t>(startIndexAt(k), 0,
                                             operand.shape[d] - sliceSizes[d]);
    for (auto [i, d] : llvm::enumerate(dims.getOperandBatchingDims())) {
      int64_t s = dims.getStartIndicesBatchingDims()[i];
      operandIndex[d] += batchIndex[s < ivd ? s : s - 1];
    }
    for (auto [i, d] : llvm::enumerate(offsetOperandDims))
      operandIndex[d] += result[offsetDims[i]];
    out.values.push_back(operand.values[flatten(operandIndex, operand.shape)]);
  }
  return out;
}

std::string evaluateBlock(Block &block, const std::vector<Tensor> &args,
                          std::vector<Tensor> &results);

/// scatter per the spec, for one input and an update computation the
/// evaluator knows: result[full_start_index + full_batching_index +
/// full_window_index] = computation(result[...], update), in-bounds only.
std::string scatter(stablehlo::ScatterOp op, const Tensor &input,
                    const Tensor &indices, const Tensor &updates, Tensor &out) {
  stablehlo::ScatterDimensionNumbersAttr dims = op.getScatterDimensionNumbers();
  out = input;
  int64_t ivd = dims.getIndexVectorDim();
  ArrayRef<int64_t> windowDims = dims.getUpdateWindowDims();
  SmallVector<int64_t> scatterDims, windowInputDims;
  for (int64_t d = 0; d < static_cast<int64_t>(updates.shape.size()); ++d)
    if (!llvm::is_contained(windowDims, d))
      scatterDims.push_back(d);
  for (int64_t d = 0; d < static_cast<int64_t>(input.shape.size()); ++d)
    if (!llvm::is_contained(dims.getInsertedWindowDims(), d) &&
        !llvm::is_contained(dims.getInputBatchingDims(), d))
      windowInputDims.push_back(d);
  for (int64_t linear = 0; linear < numElements(updates.shape); ++linear) {
    SmallVector<int64_t> update = unflatten(linear, updates.shape);
    SmallVector<int64_t> scatterIndex;
    for (int64_t d : scatterDims)
      scatterIndex.push_back(update[d]);
    SmallVector<int64_t> resultIndex(input.shape.size(), 0);
    for (auto [k, d] : llvm::enumerate(dims.getScatterDimsToOperandDims())) {
      SmallVector<int64_t> at(scatterIndex);
      if (ivd < static_cast<int64_t>(indices.shape.size()))
        at.insert(at.begin() + ivd, k);
      resultIndex[d] += static_cast<int64_t>(
          indices.values[flatten(at, indices.shape)].real());
    }
    for (auto [i, d] : llvm::enumerate(dims.getInputBatchingDims())) {
      int64_t s = dims.getScatterIndicesBatchingDims()[i];
      resultIndex[d] += scatterIndex[s < ivd ? s : s - 1];
    }
    for (auto [i, d] : llvm::enumerate(windowInputDims))
      resultIndex[d] += update[windowDims[i]];
    bool inBounds = true;
    for (auto [i, d] : llvm::zip(resultIndex, input.shape))
      inBounds &= i >= 0 && i < d;
    if (!inBounds)
      continue;
    int64_t at = flatten(resultIndex, input.shape);
    std::vector<Tensor> combined;
    std::string why = evaluateBlock(
        op.getUpdateComputation().front(),
        {Tensor{{}, {out.values[at]}}, Tensor{{}, {updates.values[linear]}}},
        combined);
    if (!why.empty())
      return why;
    out.values[at] = combined[0].values[0];
  }
  return "";
}

/// Runs `block` on `args`; returns its terminator's operands in `results`,
/// or an error string.
std::string evaluateBlock(Block &block, const std::vector<Tensor> &args,
                          std::vector<Tensor> &results) {
  llvm::DenseMap<Value, Tensor> env;
  for (auto [arg, tensor] : llvm::zip(block.getArguments(), args))
    env[arg] = tensor;
  auto unary = [&](Operation *op, auto fn) {
    Tensor out{shapeOf(op->getResult(0)), {}};
    for (std::complex<double> x : env[op->getOperand(0)].values)
      out.values.push_back(fn(x));
    env[op->getResult(0)] = out;
  };
  for (Operation &op : block) {
    std::string unknown;
    llvm::TypeSwitch<Operation *>(&op)
        .Case([&](stablehlo::TanOp o) {
          unary(o, [](auto x) { return std::tan(x); });
        })
        .Case([&](stablehlo::SineOp o) {
          unary(o, [](auto x) { return std::sin(x); });
        })
        .Case([&](stablehlo::CosineOp o) {
          unary(o, [](auto x) { return std::cos(x); });
        })
        .Case(
            [&](stablehlo::ReshapeOp o) { unary(o, [](auto x) { return x; }); })
        .Case([&](stablehlo::TanhOp o) {
          unary(o, [](auto x) { return std::tanh(x); });
        })
        .Case([&](stablehlo::ExpOp o) {
          unary(o, [](auto x) { return std::exp(x); });
        })
        .Case([&](stablehlo::AbsOp o) {
          unary(o, [](auto x) { return std::complex<double>(std::abs(x)); });
        })
        .Case([&](stablehlo::RealOp o) {
          unary(o, [](auto x) { return std::complex<double>(x.real()); });
        })
        .Case([&](stablehlo::ImagOp o) {
          unary(o, [](auto x) { return std::complex<double>(x.imag()); });
        })
        .Case([&](stablehlo::ConstantOp o) {
          Tensor out{shapeOf(o.getResult()), {}};
          auto dense = dyn_cast<DenseFPElementsAttr>(o.getValue());
          if (!dense) {
            unknown = "a constant that is not of floats";
            return;
          }
          for (const APFloat &v : dense.getValues<APFloat>())
            out.values.push_back(v.convertToDouble());
          env[o.getResult()] = out;
        })
        .Case([&](stablehlo::MulOp o) {
          Tensor out{shapeOf(o.getResult()), {}};
          for (auto [l, r] :
               llvm::zip(env[o.getLhs()].values, env[o.getRhs()].values))
            out.values.push_back(l * r);
          env[o.getResult()] = out;
        })
        .Case([&](stablehlo::ComplexOp o) {
          Tensor out{shapeOf(o.getResult()), {}};
          for (auto [l, r] :
               llvm::zip(env[o.getLhs()].values, env[o.getRhs()].values))
            out.values.push_back(std::complex<double>(l.real(), r.real()));
          env[o.getResult()] = out;
        })
        .Case([&](stablehlo::AddOp o) {
          Tensor out{shapeOf(o.getResult()), {}};
          for (auto [l, r] :
               llvm::zip(env[o.getLhs()].values, env[o.getRhs()].values))
            out.values.push_back(l + r);
          env[o.getResult()] = out;
        })
        .Case([&](stablehlo::ScatterOp o) {
          if (o.getInputs().size() != 1) {
            unknown = "a scatter of several inputs";
            return;
          }
          Tensor out;
          unknown =
              scatter(o, env[o.getInputs()[0]], env[o.getScatterIndices()],
                      env[o.getUpdates()[0]], out);
          env[o.getResult(0)] = out;
        })
        .Case([&](stablehlo::DivOp o) {
          Tensor out{shapeOf(o.getResult()), {}};
          for (auto [l, r] :
               llvm::zip(env[o.getLhs()].values, env[o.getRhs()].values))
            out.values.push_back(l / r);
          env[o.getResult()] = out;
        })
        .Case([&](stablehlo::IotaOp o) {
          Tensor out{shapeOf(o.getResult()), {}};
          for (int64_t i = 0; i < numElements(out.shape); ++i)
            out.values.push_back(
                double(unflatten(i, out.shape)[o.getIotaDimension()]));
          env[o.getResult()] = out;
        })
        .Case([&](stablehlo::TransposeOp o) {
          const Tensor &in = env[o.getOperand()];
          Tensor out{shapeOf(o.getResult()), {}};
          for (int64_t i = 0; i < numElements(out.shape); ++i) {
            SmallVector<int64_t> r = unflatten(i, out.shape),
                                 from(in.shape.size());
            for (auto [k, p] : llvm::enumerate(o.getPermutation()))
              from[p] = r[k];
            out.values.push_back(in.values[flatten(from, in.shape)]);
          }
          env[o.getResult()] = out;
        })
        .Case([&](stablehlo::ConcatenateOp o) {
          Tensor out{shapeOf(o.getResult()), {}};
          int64_t axis = o.getDimension();
          for (int64_t i = 0; i < numElements(out.shape); ++i) {
            SmallVector<int64_t> r = unflatten(i, out.shape);
            for (Value input : o.getInputs()) {
              const Tensor &t = env[input];
              if (r[axis] < t.shape[axis]) {
                out.values.push_back(t.values[flatten(r, t.shape)]);
                break;
              }
              r[axis] -= t.shape[axis];
            }
          }
          env[o.getResult()] = out;
        })
        .Case([&](stablehlo::GatherOp o) {
          env[o.getResult()] =
              gather(o, env[o.getOperand()], env[o.getStartIndices()]);
        })
        .Case<func::ReturnOp, stablehlo::ReturnOp>([&](Operation *o) {
          for (Value v : o->getOperands())
            results.push_back(env[v]);
        })
        .Default(
            [&](Operation *o) { unknown = o->getName().getStringRef().str(); });
    if (!unknown.empty())
      return unknown.find(' ') == std::string::npos
                 ? "the evaluator does not know " + unknown
                 : unknown;
  }
  return "";
}

std::string evaluate(func::FuncOp func, const std::vector<Tensor> &args,
                     std::vector<Tensor> &results) {
  return evaluateBlock(func.getBody().front(), args, results);
}

void expectClose(const std::vector<Tensor> &got,
                 const std::vector<Tensor> &want, const std::string &what) {
  bool ok = got.size() == want.size();
  for (size_t i = 0; ok && i < got.size(); ++i) {
    ok = got[i].shape == want[i].shape &&
         got[i].values.size() == want[i].values.size();
    for (size_t j = 0; ok && j < got[i].values.size(); ++j)
      ok = std::abs(got[i].values[j] - want[i].values[j]) <=
           1e-12 * std::max(1.0, std::abs(want[i].values[j]));
  }
  if (!ok) {
    std::printf("FAILED: %s: the expansion computes other values\n",
                what.c_str());
    ++failures;
  }
}

/// Deterministic distinct values for an operand of `shape`.
Tensor ramp(ArrayRef<int64_t> shape) {
  Tensor t{SmallVector<int64_t>(shape), {}};
  for (int64_t i = 0; i < numElements(shape); ++i)
    t.values.push_back(1.5 * i + 0.25);
  return t;
}

/// Indices cycling through `values` (some out of range: the clamp applies).
Tensor indicesOf(ArrayRef<int64_t> shape, ArrayRef<int64_t> values) {
  Tensor t{SmallVector<int64_t>(shape), {}};
  for (int64_t i = 0; i < numElements(shape); ++i)
    t.values.push_back(double(values[i % values.size()]));
  return t;
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
func.func @gather_batched(%operand: tensor<2x5x3xf64>, %indices: tensor<2x4x1xi32>) -> tensor<2x4x3xf64> {
  %0 = "stablehlo.gather"(%operand, %indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<2x5x3xf64>, tensor<2x4x1xi32>) -> tensor<2x4x3xf64>
  return %0 : tensor<2x4x3xf64>
}
func.func @gather_index_vector_first(%operand: tensor<5x2x3xf64>, %indices: tensor<1x4x2xi32>) -> tensor<4x2x2xf64> {
  %0 = "stablehlo.gather"(%operand, %indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], operand_batching_dims = [1], start_indices_batching_dims = [2], start_index_map = [0], index_vector_dim = 0>, slice_sizes = array<i64: 1, 1, 2>}> : (tensor<5x2x3xf64>, tensor<1x4x2xi32>) -> tensor<4x2x2xf64>
  return %0 : tensor<4x2x2xf64>
}
func.func @gather_scalar_indices_two_batches(%operand: tensor<2x3x5x4xf64>, %indices: tensor<3x2xi32>) -> tensor<3x2x4xf64> {
  %0 = "stablehlo.gather"(%operand, %indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [1, 0], start_index_map = [2], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 1, 4>}> : (tensor<2x3x5x4xf64>, tensor<3x2xi32>) -> tensor<3x2x4xf64>
  return %0 : tensor<3x2x4xf64>
}
func.func @scatter_batched(%input: tensor<2x5x3xf64>, %indices: tensor<2x4x1xi32>, %updates: tensor<2x4x3xf64>) -> tensor<2x5x3xf64> {
  %0 = "stablehlo.scatter"(%input, %indices, %updates) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %s = stablehlo.add %a, %b : tensor<f64>
    stablehlo.return %s : tensor<f64>
  }) : (tensor<2x5x3xf64>, tensor<2x4x1xi32>, tensor<2x4x3xf64>) -> tensor<2x5x3xf64>
  return %0 : tensor<2x5x3xf64>
}
func.func @scatter_index_vector_first(%input: tensor<5x2x3xf64>, %indices: tensor<1x4x2xi32>, %updates: tensor<4x2x3xf64>) -> tensor<5x2x3xf64> {
  %0 = "stablehlo.scatter"(%input, %indices, %updates) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], input_batching_dims = [1], scatter_indices_batching_dims = [2], scatter_dims_to_operand_dims = [0], index_vector_dim = 0>}> ({
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %s = stablehlo.add %a, %b : tensor<f64>
    stablehlo.return %s : tensor<f64>
  }) : (tensor<5x2x3xf64>, tensor<1x4x2xi32>, tensor<4x2x3xf64>) -> tensor<5x2x3xf64>
  return %0 : tensor<5x2x3xf64>
}
)mlir";

} // namespace

int main() {
  MLIRContext context;
  context.loadDialect<stablehlo::StablehloDialect, func::FuncDialect>();
  OwningOpRef<ModuleOp> original =
      parseSourceString<ModuleOp>(kProgram, ParserConfig(&context));
  if (!original) {
    std::printf("FAILED: the program does not parse\n");
    return 1;
  }
  OwningOpRef<ModuleOp> expanded = original->clone();
  SmallVector<std::pair<StringRef, unsigned>> applied;
  if (failed(stablehlo::expandForCompatibility(
          *expanded, vhlo::Version(1, 0, 0), &applied)) ||
      applied.size() != 3 || applied[0].first != "gather_batching_dims" ||
      applied[0].second != 3 || applied[1].first != "scatter_batching_dims" ||
      applied[1].second != 2 || applied[2].first != "tan_to_sine_cosine" ||
      applied[2].second != 2) {
    std::printf("FAILED: expanding at 1.0.0 did not rewrite the 3 gathers, 2 "
                "scatters and 2 tan ops\n");
    return 1;
  }
  bool left = false;
  expanded->walk([&](stablehlo::TanOp) { left = true; });
  expanded->walk([&](stablehlo::GatherOp op) {
    left |= !op.getDimensionNumbers().getOperandBatchingDims().empty();
  });
  expanded->walk([&](stablehlo::ScatterOp op) {
    left |= !op.getScatterDimensionNumbers().getInputBatchingDims().empty();
  });
  if (left) {
    std::printf("FAILED: a tan op or batched gather is left after expansion\n");
    ++failures;
  }
  auto real = [](Values v) {
    return Tensor{{static_cast<int64_t>(v.size())}, v};
  };
  const std::vector<std::pair<const char *, std::vector<Tensor>>> cases = {
      {"real", {real({0.1, -0.7, 1.2, 3.0, -1.5})}},
      {"complex", {real({{0.5, 0.25}, {-1.0, 2.0}, {1.4, -0.3}})}},
      // |Im z| beyond 710: sine(z) / cosine(z) would be inf / inf here.
      {"complex", {real({{0.3, 800.0}, {-1.2, -750.0}, {1.5707, 1e4}})}},
      {"gather_batched",
       {ramp({2, 5, 3}), indicesOf({2, 4, 1}, {0, 3, 4, 9, -2, 1})}},
      {"gather_index_vector_first",
       {ramp({5, 2, 3}), indicesOf({1, 4, 2}, {4, 0, 2, 7, 1})}},
      {"gather_scalar_indices_two_batches",
       {ramp({2, 3, 5, 4}), indicesOf({3, 2}, {1, 4, 0, 6, 3})}},
      // Repeated indices accumulate; 7 and -1 fall outside and are dropped.
      {"scatter_batched",
       {ramp({2, 5, 3}), indicesOf({2, 4, 1}, {0, 3, 3, 7, -1, 1}),
        ramp({2, 4, 3})}},
      {"scatter_index_vector_first",
       {ramp({5, 2, 3}), indicesOf({1, 4, 2}, {4, 0, 2, 2, 9}),
        ramp({4, 2, 3})}},
  };
  for (const auto &[name, args] : cases) {
    std::vector<Tensor> want, got;
    std::string why =
        evaluate(original->lookupSymbol<func::FuncOp>(name), args, want);
    if (why.empty())
      why = evaluate(expanded->lookupSymbol<func::FuncOp>(name), args, got);
    if (!why.empty()) {
      std::printf("FAILED: %s: %s\n", name, why.c_str());
      ++failures;
      continue;
    }
    expectClose(got, want, std::string("the expansion of @") + name);
  }
  // At each feature's release the expander leaves it alone.
  OwningOpRef<ModuleOp> untouched = original->clone();
  applied.clear();
  if (failed(stablehlo::expandForCompatibility(
          *untouched, vhlo::Version(1, 4, 0), &applied)) ||
      !applied.empty()) {
    std::printf("FAILED: expanding at 1.4.0 changed the program\n");
    ++failures;
  }
  OwningOpRef<ModuleOp> tanOnly = original->clone();
  applied.clear();
  if (failed(stablehlo::expandForCompatibility(*tanOnly, vhlo::Version(1, 1, 0),
                                               &applied)) ||
      applied.size() != 1 || applied[0].first != "tan_to_sine_cosine") {
    std::printf("FAILED: expanding at 1.1.0 should rewrite tan only\n");
    ++failures;
  }
  std::printf("%s\n", failures ? "expander numerics tests FAILED"
                               : "expander numerics tests passed");
  return failures ? 1 : 0;
}
