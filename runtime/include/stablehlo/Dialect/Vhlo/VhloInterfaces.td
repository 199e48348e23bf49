//===- VhloInterfaces.td - version range interfaces -------*- tablegen -*-===//

#ifndef STABLEHLO_DIALECT_VHLO_INTERFACES
#define STABLEHLO_DIALECT_VHLO_INTERFACES

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"

def VHLO_VersionedOpInterface : OpInterface<"VersionedOpInterface"> {
  let cppNamespace = "::mlir::vhlo";
  let description = "The StableHLO releases an op version exists in (inclusive).";
  let methods = [
    InterfaceMethod<"First release with this op version.",
                    "::mlir::vhlo::Version", "getMinVersion">,
    InterfaceMethod<"Last release with this op version.",
                    "::mlir::vhlo::Version", "getMaxVersion">,
  ];
}

def VHLO_VersionedTypeInterface : TypeInterface<"VersionedTypeInterface"> {
  let cppNamespace = "::mlir::vhlo";
  let description = "The StableHLO releases a type exists in (inclusive).";
  let methods = [
    InterfaceMethod<"First release with this type.", "::mlir::vhlo::Version", "getMinVersion">,
    InterfaceMethod<"Last release with this type.", "::mlir::vhlo::Version", "getMaxVersion">,
  ];
}

def VHLO_VersionedAttrInterface : AttrInterface<"VersionedAttrInterface"> {
  let cppNamespace = "::mlir::vhlo";
  let description = "The StableHLO releases an attribute exists in (inclusive).";
  let methods = [
    InterfaceMethod<"First release with this attribute.", "::mlir::vhlo::Version", "getMinVersion">,
    InterfaceMethod<"Last release with this attribute.", "::mlir::vhlo::Version", "getMaxVersion">,
  ];
}

#endif // STABLEHLO_DIALECT_VHLO_INTERFACES
