//===- SchemaConsistencyTest.cpp - schema vs. the StableHLO dialect -------===//
//
// The StableHLO ODS is hand-written; the schema names every op's attributes.
// This checks the two agree, in both directions, for the newest version of
// every op: each inherent attribute of the StableHLO op is an attribute of
// the schema or the StableHLO attribute of one of its groups, and each
// schema attribute outside a group is an inherent attribute of the op (else
// deserialization would attach it as a discardable one). Exits 1 on a
// mismatch, naming the op and the attribute.
//
//===----------------------------------------------------------------------===//

#include <cstdio>
#include <set>
#include <string>

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OperationSupport.h"
#include "stablehlo/Dialect/Stablehlo/StablehloOps.h"
#include "stablehlo/Dialect/Vhlo/VhloOps.h"
#include "stablehlo/Dialect/Vhlo/VhloSchema.h"
#include "stablehlo/Transforms/Passes.h"
#include "llvm/ADT/StringRef.h"

using namespace mlir;
namespace schema = mlir::vhlo::schema;

int main() {
  MLIRContext context;
  context.loadDialect<stablehlo::StablehloDialect, func::FuncDialect,
                      vhlo::VhloDialect>();
  int failures = 0, checked = 0;
  auto fail = [&](const std::string &what) {
    std::printf("FAILED: %s\n", what.c_str());
    ++failures;
  };
  for (const schema::OpSpec &op : schema::getOps()) {
    for (const char *name : {op.stablehlo, op.stablehloNested}) {
      if (!name)
        continue;
      std::optional<RegisteredOperationName> registered =
          RegisteredOperationName::lookup(name, &context);
      if (!registered) {
        fail(std::string(name) + " is not registered");
        continue;
      }
      ++checked;
      const schema::OpVersionSpec &spec = schema::getLatestVersion(op);
      std::set<std::string> groupAttrs;
      for (const schema::GroupUse &use : op.getGroups())
        groupAttrs.insert(use.stablehloAttr);
      // Group fields are the VHLO attributes that are not inherent on the
      // StableHLO side; everything else must be.
      std::set<std::string> inherent;
      for (StringAttr attr : registered->getAttributeNames())
        inherent.insert(attr.str());
      // func ops carry inherent attributes VHLO has no form for (no_inline,
      // call arg_attrs): serializing an op that sets one is refused with a
      // clear error, so they are listed, not failed.
      bool isStablehlo = llvm::StringRef(name).starts_with("stablehlo.");
      for (const std::string &attr : inherent)
        if (!schema::findAttr(spec, attr) && !groupAttrs.count(attr)) {
          if (isStablehlo)
            fail(std::string(name) + ": inherent attribute '" + attr +
                 "' is not in the schema of " + spec.name);
          else
            std::printf("note: %s: inherent attribute '%s' has no VHLO form\n",
                        name, attr.c_str());
        }
      for (const std::string &attr : groupAttrs)
        if (!inherent.count(attr))
          fail(std::string(name) + ": group attribute '" + attr +
               "' is not inherent");
      for (const schema::AttrSpec &attr : spec.getAttrs()) {
        if (!inherent.count(attr.name) && !vhlo::isGroupField(op, attr.name))
          fail(std::string(name) + ": schema attribute '" + attr.name +
               "' of " + spec.name + " is not an inherent attribute");
      }
    }
  }
  std::printf("%d StableHLO/func ops checked against the schema: %s\n", checked,
              failures ? "FAILED" : "consistent");
  return failures ? 1 : 0;
}
