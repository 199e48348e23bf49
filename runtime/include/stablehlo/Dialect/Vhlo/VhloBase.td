//===- VhloBase.td - VHLO dialect, interfaces and base classes -*- tablegen -*-===//
//
// The hand-written frame the generated VHLO definitions (generated/vhlo/*.td)
// build on. Version ranges are passed in as C++ expressions by the generator.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_DIALECT_VHLO_BASE
#define STABLEHLO_DIALECT_VHLO_BASE

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"
include "mlir/IR/DialectBase.td"
include "stablehlo/Dialect/Vhlo/VhloInterfaces.td"

def Vhlo_Dialect : Dialect {
  let name = "vhlo";
  let cppNamespace = "::mlir::vhlo";
  let summary = "The versioned shadow of StableHLO used for portable artifacts.";
  let description = [{
    Every op, type and attribute is versioned and carries the range of
    StableHLO releases it exists in. Ops are unverified and generic: their
    meaning is defined by the StableHLO op they stand for.
  }];
  // Quantized element types convert to the quant dialect's types.
  let dependentDialects = ["::mlir::quant::QuantDialect"];
  // parseType/parseAttribute (VhloDialect.cpp) report an unknown mnemonic in
  // upstream's words.
  let useDefaultAttributePrinterParser = 0;
  let useDefaultTypePrinterParser = 0;
  let extraClassDeclaration = [{
    void registerAttributes();
    void registerTypes();
    ::mlir::Type parseType(::mlir::DialectAsmParser &parser) const override;
    void printType(::mlir::Type type,
                   ::mlir::DialectAsmPrinter &printer) const override;
    ::mlir::Attribute parseAttribute(::mlir::DialectAsmParser &parser,
                                     ::mlir::Type type) const override;
    void printAttribute(::mlir::Attribute attr,
                        ::mlir::DialectAsmPrinter &printer) const override;
  }];
}

class VHLO_Op<string mnemonic, string minVersion, string maxVersion,
              list<Trait> traits = []>
    : Op<Vhlo_Dialect, mnemonic,
         [DeclareOpInterfaceMethods<VHLO_VersionedOpInterface>] # traits> {
  let extraClassDefinition = [{
    ::mlir::vhlo::Version $cppClass::getMinVersion() { return }] # minVersion # [{; }
    ::mlir::vhlo::Version $cppClass::getMaxVersion() { return }] # maxVersion # [{; }
  }];
}

class VHLO_TypeDef<string cppName, string typeMnemonic, string minVersion,
                   string maxVersion>
    : TypeDef<Vhlo_Dialect, cppName, [VHLO_VersionedTypeInterface]> {
  let mnemonic = typeMnemonic;
  let extraClassDeclaration = [{
    ::mlir::vhlo::Version getMinVersion() const { return }] # minVersion # [{; }
    ::mlir::vhlo::Version getMaxVersion() const { return }] # maxVersion # [{; }
  }];
}

class VHLO_AttrDef<string cppName, string attrMnemonic, string minVersion,
                   string maxVersion>
    : AttrDef<Vhlo_Dialect, cppName, [VHLO_VersionedAttrInterface]> {
  let mnemonic = attrMnemonic;
  let extraClassDeclaration = [{
    ::mlir::vhlo::Version getMinVersion() const { return }] # minVersion # [{; }
    ::mlir::vhlo::Version getMaxVersion() const { return }] # maxVersion # [{; }
  }];
}

class VHLO_EnumAttr<EnumAttrInfo enumInfo, string attrMnemonic,
                    string minVersion, string maxVersion>
    : EnumAttr<Vhlo_Dialect, enumInfo, attrMnemonic,
               [VHLO_VersionedAttrInterface]> {
  let extraClassDeclaration = [{
    ::mlir::vhlo::Version getMinVersion() const { return }] # minVersion # [{; }
    ::mlir::vhlo::Version getMaxVersion() const { return }] # maxVersion # [{; }
  }];
}

#endif // STABLEHLO_DIALECT_VHLO_BASE
