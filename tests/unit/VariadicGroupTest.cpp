//===- VariadicGroupTest.cpp - operand/result groups of VHLO ops ----------===//
//
// vhlo::schema::getValueGroup finds the operands (results) of a VHLO op
// that hold one declared operand (result) of its version; whyNotDowngradable
// uses it to undo a variadic_operand / variadic_result change. The ops are
// real (vhlo.send_v2 with 1, 2 and 3 `inputs` and a token, vhlo.all_gather_v2
// with 2 operands and 2 results, parsed from text); the layouts and change
// lists are the real ones and synthetic ones placing the variadic change at
// index 0 and 1 of a two-operand version, and after two variadic groups
// (SameVariadicOperandSize). Exits 1 naming each failed check.
//
//===----------------------------------------------------------------------===//

#include <cstdio>
#include <string>

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "stablehlo/Dialect/Vhlo/VhloOps.h"
#include "stablehlo/Dialect/Vhlo/VhloSchema.h"
#include "stablehlo/Transforms/Passes.h"
#include "llvm/ADT/StringRef.h"

using namespace mlir;
namespace schema = mlir::vhlo::schema;
using schema::ChangeKind;
using schema::ChangeSpec;
using schema::OpVersionSpec;
using schema::ValueKind;
using schema::ValueSpec;

namespace {

int failures = 0, checks = 0;

void expect(bool ok, const std::string &what) {
  ++checks;
  if (!ok) {
    std::printf("FAILED: %s\n", what.c_str());
    ++failures;
  }
}

void expectEq(const std::string &got, const std::string &want,
              const std::string &what) {
  expect(got == want, what + ": got \"" + got + "\", want \"" + want + "\"");
}

// A function whose arguments are two f32 tensors, an i32 tensor and a token,
// with one op per test case.
constexpr llvm::StringLiteral kModule = R"mlir(
"vhlo.func_v1"() <{arg_attrs = #vhlo.array_v1<[]>, function_type = #vhlo.type_v1<!vhlo.func_v1<(!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<2x!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.token_v1) -> ()>>, res_attrs = #vhlo.array_v1<[]>, sym_name = #vhlo.string_v1<"main">, sym_visibility = #vhlo.string_v1<"">}> ({
^bb0(%a: !vhlo.tensor_v1<!vhlo.f32_v1>, %b: !vhlo.tensor_v1<2x!vhlo.i32_v1>, %c: !vhlo.tensor_v1<!vhlo.f32_v1>, %t: !vhlo.token_v1):
  %0 = "vhlo.send_v2"(%a, %t) <{channel_id = #vhlo.integer_v1<1 : i64>, channel_type = #vhlo.integer_v1<2 : i64>, is_host_transfer = #vhlo.bool_v1<false>, source_target_pairs = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> {test = "send1"} : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.token_v1) -> !vhlo.token_v1
  %1 = "vhlo.send_v2"(%a, %b, %t) <{channel_id = #vhlo.integer_v1<1 : i64>, channel_type = #vhlo.integer_v1<2 : i64>, is_host_transfer = #vhlo.bool_v1<false>, source_target_pairs = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> {test = "send2"} : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<2x!vhlo.i32_v1>, !vhlo.token_v1) -> !vhlo.token_v1
  %2 = "vhlo.send_v2"(%a, %b, %c, %t) <{channel_id = #vhlo.integer_v1<1 : i64>, channel_type = #vhlo.integer_v1<2 : i64>, is_host_transfer = #vhlo.bool_v1<false>, source_target_pairs = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> {test = "send3"} : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<2x!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.token_v1) -> !vhlo.token_v1
  %3:2 = "vhlo.all_gather_v2"(%a, %c) <{all_gather_dim = #vhlo.integer_v1<0 : i64>, channel_id = #vhlo.integer_v1<0 : i64>, replica_groups = #vhlo.tensor_v1<dense<[[0, 1]]> : tensor<1x2xi64>>, use_global_device_ids = #vhlo.bool_v1<false>}> {test = "gather2"} : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>)
  "vhlo.return_v1"() : () -> ()
}) : () -> ()
)mlir";

Operation *findOp(ModuleOp module, llvm::StringRef test) {
  Operation *found = nullptr;
  module->walk([&](Operation *op) {
    if (auto name = op->getAttrOfType<StringAttr>("test");
        name && name.getValue() == test)
      found = op;
  });
  return found;
}

/// "start+length", or "error: <why>".
std::string group(Operation *op, const OpVersionSpec &spec, ValueKind kind,
                  unsigned index) {
  std::string why;
  FailureOr<schema::ValueGroup> g =
      schema::getValueGroup(op, spec, kind, index, why);
  if (failed(g))
    return "error: " + why;
  return std::to_string(g->start) + "+" + std::to_string(g->length);
}

/// `base` with the given operand layout and downgrade changes.
OpVersionSpec withLayout(const OpVersionSpec &base,
                         llvm::ArrayRef<ValueSpec> operands,
                         const ChangeSpec *downgrade) {
  OpVersionSpec spec = base;
  spec.operands = operands.data();
  spec.numOperands = operands.size();
  spec.downgrade = downgrade;
  return spec;
}

} // namespace

int main() {
  MLIRContext context;
  context.loadDialect<vhlo::VhloDialect>();
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(kModule, ParserConfig(&context));
  if (!module) {
    std::printf("FAILED: the test module does not parse\n");
    return 1;
  }
  Operation *send1 = findOp(*module, "send1"),
            *send2 = findOp(*module, "send2"),
            *send3 = findOp(*module, "send3"),
            *gather2 = findOp(*module, "gather2");
  if (!send1 || !send2 || !send3 || !gather2) {
    std::printf("FAILED: a test op is missing\n");
    return 1;
  }
  const OpVersionSpec *send = schema::lookupVhloOp("vhlo.send_v2");
  const OpVersionSpec *allGather = schema::lookupVhloOp("vhlo.all_gather_v2");
  if (!send || !allGather) {
    std::printf(
        "FAILED: vhlo.send_v2 or vhlo.all_gather_v2 is not in the schema\n");
    return 1;
  }

  // The generated layout of vhlo.send_v2: inputs..., token -> result.
  expect(send->numOperands == 2 &&
             llvm::StringRef(send->operands[0].name) == "inputs" &&
             send->operands[0].variadic &&
             llvm::StringRef(send->operands[1].name) == "token" &&
             !send->operands[1].variadic && send->numResults == 1 &&
             !send->results[0].variadic,
         "vhlo.send_v2 layout is inputs..., token -> result");
  expectEq(group(send1, *send, ValueKind::Operand, 0), "0+1", "send1 inputs");
  expectEq(group(send1, *send, ValueKind::Operand, 1), "1+1", "send1 token");
  expectEq(group(send3, *send, ValueKind::Operand, 0), "0+3", "send3 inputs");
  expectEq(group(send3, *send, ValueKind::Operand, 1), "3+1", "send3 token");
  expectEq(group(send3, *send, ValueKind::Result, 0), "0+1", "send3 result");
  expectEq(group(send3, *send, ValueKind::Operand, 2),
           "error: vhlo.send_v2 declares 2 operands, so it has no operand #2",
           "send3 operand #2");
  // The real send_v2 downgrade (an added attribute, at its default) is fine.
  expectEq(stablehlo::whyNotDowngradable(send3, *send), "",
           "send3, real changes");

  // A variadic_operand change at index 0 of (inputs..., token): the group is
  // `inputs`, not all the operands.
  static const ChangeSpec variadicAt0[] = {
      {ChangeKind::VariadicOperand, nullptr, 0},
      {ChangeKind::None, nullptr, 0}};
  OpVersionSpec first = withLayout(*send, send->getOperands(), variadicAt0);
  expectEq(stablehlo::whyNotDowngradable(send1, first), "",
           "send1, variadic at 0");
  expectEq(stablehlo::whyNotDowngradable(send3, first),
           "operand group 'inputs' has 3 values (variadic operands)",
           "send3, variadic at 0");

  // The same op read as (head, tail...) with the change at index 1.
  static const ValueSpec headTail[] = {{"head", false}, {"tail", true}};
  static const ChangeSpec variadicAt1[] = {
      {ChangeKind::VariadicOperand, nullptr, 1},
      {ChangeKind::None, nullptr, 0}};
  OpVersionSpec second = withLayout(*send, headTail, variadicAt1);
  expectEq(group(send1, second, ValueKind::Operand, 0), "0+1", "send1 head");
  expectEq(group(send1, second, ValueKind::Operand, 1), "1+1", "send1 tail");
  expectEq(group(send3, second, ValueKind::Operand, 1), "1+3", "send3 tail");
  expectEq(stablehlo::whyNotDowngradable(send1, second), "",
           "send1, variadic at 1");
  expectEq(stablehlo::whyNotDowngradable(send3, second),
           "operand group 'tail' has 3 values (variadic operands)",
           "send3, variadic at 1");

  // Two variadic groups (SameVariadicOperandSize) share the operands evenly.
  static const ValueSpec twoGroups[] = {{"inputs", true}, {"tokens", true}};
  OpVersionSpec shared = withLayout(*send, twoGroups, variadicAt1);
  expectEq(group(send1, shared, ValueKind::Operand, 0), "0+1",
           "send1 two groups, inputs");
  expectEq(group(send1, shared, ValueKind::Operand, 1), "1+1",
           "send1 two groups, tokens");
  expectEq(group(send3, shared, ValueKind::Operand, 0), "0+2",
           "send3 two groups, inputs");
  expectEq(group(send3, shared, ValueKind::Operand, 1), "2+2",
           "send3 two groups, tokens");
  expectEq(stablehlo::whyNotDowngradable(send1, shared), "",
           "send1, two groups");
  expectEq(stablehlo::whyNotDowngradable(send3, shared),
           "operand group 'tokens' has 2 values (variadic operands)",
           "send3, two groups");
  std::string uneven =
      "'vhlo.send_v2' has 3 variadic operands, which its 2 variadic operand "
      "groups cannot share evenly";
  expectEq(group(send2, shared, ValueKind::Operand, 1), "error: " + uneven,
           "send2 two groups");
  expectEq(stablehlo::whyNotDowngradable(send2, shared), uneven,
           "send2, two groups");

  // A single operand before two variadic groups.
  static const ValueSpec singleThenTwo[] = {
      {"first", false}, {"inputs", true}, {"tokens", true}};
  static const ChangeSpec variadicAt2[] = {
      {ChangeKind::VariadicOperand, nullptr, 2},
      {ChangeKind::None, nullptr, 0}};
  OpVersionSpec third = withLayout(*send, singleThenTwo, variadicAt2);
  expectEq(group(send2, third, ValueKind::Operand, 1), "1+1",
           "send2 first, inputs");
  expectEq(group(send2, third, ValueKind::Operand, 2), "2+1",
           "send2 first, tokens");
  expectEq(stablehlo::whyNotDowngradable(send2, third), "",
           "send2, single then two groups");
  expectEq(group(send3, third, ValueKind::Operand, 2),
           "error: 'vhlo.send_v2' has 3 variadic operands, which its 2 "
           "variadic operand groups "
           "cannot share evenly",
           "send3 first, tokens");

  // Too few operands for the single ones; extra operands with none variadic.
  static const ValueSpec threeSingles[] = {
      {"x", false}, {"y", false}, {"z", false}};
  OpVersionSpec singles = withLayout(*send, threeSingles, variadicAt0);
  expectEq(group(send1, singles, ValueKind::Operand, 0),
           "error: 'vhlo.send_v2' has 2 operands but vhlo.send_v2 declares 3 "
           "operands",
           "send1 three singles");
  expectEq(group(send3, singles, ValueKind::Operand, 0),
           "error: 'vhlo.send_v2' has 4 operands but vhlo.send_v2 declares 3 "
           "operands",
           "send3 three singles");

  // vhlo.all_gather_v2 with 2 operands and 2 results: the real changes name
  // the operand group first; a result-only change names the result group.
  expectEq(stablehlo::whyNotDowngradable(gather2, *allGather),
           "operand group 'operands' has 2 values (variadic operands)",
           "gather2, real changes");
  expectEq(group(gather2, *allGather, ValueKind::Result, 0), "0+2",
           "gather2 results");
  static const ChangeSpec resultAt0[] = {
      {ChangeKind::VariadicResult, nullptr, 0}, {ChangeKind::None, nullptr, 0}};
  OpVersionSpec results = *allGather;
  results.downgrade = resultAt0;
  expectEq(stablehlo::whyNotDowngradable(gather2, results),
           "result group 'results' has 2 values (variadic results)",
           "gather2, result change");

  std::printf("%d checks: %s\n", checks,
              failures ? "variadic group tests FAILED"
                       : "variadic group tests passed");
  return failures ? 1 : 0;
}
