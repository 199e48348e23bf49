//===- RemovedAttributeTest.cpp - upgrading across a removed attribute ----===//
//
// A remove_attribute change (an attribute a newer op version no longer has)
// is lossless only when the older op holds the attribute's default: the
// upgrade must refuse any other value instead of dropping it, and the
// downgrade restores the default. No released op version removes an
// attribute yet, so the check runs on a synthetic pair of versions built
// from vhlo.all_gather_v2, whose `use_global_device_ids` defaults to false.
// Exits 1 naming each failed check.
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

namespace {

int failures = 0;

void expectEq(const std::string &got, const std::string &want,
              const std::string &what) {
  if (got != want) {
    std::printf("FAILED: %s: got \"%s\", want \"%s\"\n", what.c_str(),
                got.c_str(), want.c_str());
    ++failures;
  }
}

constexpr llvm::StringLiteral kModule = R"mlir(
"vhlo.func_v1"() <{arg_attrs = #vhlo.array_v1<[]>, function_type = #vhlo.type_v1<!vhlo.func_v1<(!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()>>, res_attrs = #vhlo.array_v1<[]>, sym_name = #vhlo.string_v1<"main">, sym_visibility = #vhlo.string_v1<"">}> ({
^bb0(%a: !vhlo.tensor_v1<!vhlo.f32_v1>):
  %0 = "vhlo.all_gather_v2"(%a) <{all_gather_dim = #vhlo.integer_v1<0 : i64>, channel_id = #vhlo.integer_v1<0 : i64>, replica_groups = #vhlo.tensor_v1<dense<[[0, 1]]> : tensor<1x2xi64>>, use_global_device_ids = #vhlo.bool_v1<false>}> {test = "default"} : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
  %1 = "vhlo.all_gather_v2"(%a) <{all_gather_dim = #vhlo.integer_v1<0 : i64>, channel_id = #vhlo.integer_v1<0 : i64>, replica_groups = #vhlo.tensor_v1<dense<[[0, 1]]> : tensor<1x2xi64>>, use_global_device_ids = #vhlo.bool_v1<true>}> {test = "set"} : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
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

} // namespace

int main() {
  MLIRContext context;
  context.loadDialect<vhlo::VhloDialect>();
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(kModule, ParserConfig(&context));
  Operation *atDefault = module ? findOp(*module, "default") : nullptr;
  Operation *set = module ? findOp(*module, "set") : nullptr;
  const schema::OpVersionSpec *real =
      schema::lookupVhloOp("vhlo.all_gather_v2");
  if (!atDefault || !set || !real) {
    std::printf(
        "FAILED: the test ops or vhlo.all_gather_v2's spec are missing\n");
    return 1;
  }
  const schema::AttrSpec *removed = nullptr;
  for (const schema::AttrSpec &a : real->getAttrs())
    if (llvm::StringRef(a.name) == "use_global_device_ids")
      removed = &a;
  if (!removed) {
    std::printf("FAILED: vhlo.all_gather_v2 has no use_global_device_ids\n");
    return 1;
  }

  // The real all_gather_v2 is the newest version: nothing to upgrade to.
  expectEq(stablehlo::whyNotUpgradable(set, *real), "", "real all_gather_v2");

  // A synthetic next version (named vhlo.all_gather_v3, since 1.21.0) that
  // removes use_global_device_ids.
  static const schema::ChangeSpec removal[] = {
      {schema::ChangeKind::RemoveAttribute, removed, 0},
      {schema::ChangeKind::None, nullptr, 0}};
  schema::OpVersionSpec pair[2] = {*real, *real};
  pair[0].upgrade = removal;
  pair[1].name = "vhlo.all_gather_v3";
  pair[1].since = vhlo::Version(1, 21, 0);
  pair[1].downgrade = removal;
  pair[1].upgrade = nullptr;
  expectEq(stablehlo::whyNotUpgradable(atDefault, pair[0]), "",
           "upgrade at the default");
  expectEq(stablehlo::whyNotUpgradable(set, pair[0]),
           "attribute 'use_global_device_ids' = true is not its default, and "
           "vhlo.all_gather_v3 (since 1.21.0) no longer has it",
           "upgrade with a non-default value");
  // The downgrade back restores the attribute: nothing to refuse.
  expectEq(stablehlo::whyNotDowngradable(atDefault, pair[1]), "", "downgrade");

  std::printf("%s\n", failures ? "removed-attribute tests FAILED"
                               : "removed-attribute tests passed");
  return failures ? 1 : 0;
}
