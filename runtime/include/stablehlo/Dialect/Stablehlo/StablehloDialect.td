//===- StablehloDialect.td - StableHLO dialect definition --*- tablegen -*-===//
//
// The `stablehlo` dialect record and the base class of its operations.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_DIALECT_STABLEHLO_DIALECT_TD
#define STABLEHLO_DIALECT_STABLEHLO_DIALECT_TD

include "mlir/IR/OpBase.td"

def Stablehlo_Dialect : Dialect {
  let name = "stablehlo";
  let cppNamespace = "::mlir::stablehlo";
  let summary = "Portable operation set for machine learning programs.";
  let description = [{
    The StableHLO operation set: tensor operations with fixed semantics that
    ML frameworks hand to ML compilers. Its textual syntax matches upstream
    StableHLO, so programs printed by upstream tools parse and print back
    identically.
  }];
  // `#stablehlo.bounds<...>` is a spelling of TypeExtensionsAttr that the
  // generated attribute parser cannot produce, so the dialect parses and
  // prints its attributes itself (delegating everything else to ODS); it
  // parses its types itself too, for upstream's message on an unknown one.
  // Quantized element types are `!quant.uniform` types.
  let dependentDialects = ["::mlir::quant::QuantDialect"];
  let useDefaultAttributePrinterParser = 0;
  let useDefaultTypePrinterParser = 0;
  let extraClassDeclaration = [{
    ::mlir::Type parseType(::mlir::DialectAsmParser &parser) const override;
    void printType(::mlir::Type type,
                   ::mlir::DialectAsmPrinter &printer) const override;
    ::mlir::Attribute parseAttribute(::mlir::DialectAsmParser &parser,
                                     ::mlir::Type type) const override;
    void printAttribute(::mlir::Attribute attr,
                        ::mlir::DialectAsmPrinter &printer) const override;

    /// The dialect version the bytecode writer records for this dialect.
    /// None by default, as upstream's writer: a reader of any StableHLO
    /// release then takes the bytecode, which its ops' properties describe.
    /// Once set, a reader older than the version refuses the bytecode.
    std::optional<::mlir::vhlo::Version> getVersion() const { return version; }
    void setVersion(std::optional<::mlir::vhlo::Version> v) { version = v; }

  private:
    /// Attaches the bytecode interface (StablehloBytecode.cpp).
    void addBytecodeInterface();
    std::optional<::mlir::vhlo::Version> version;

  public:
  }];
}

/// Base class of StableHLO operations. Type inference uses the relaxed
/// compatibility of `isCompatibleForInference` (dynamic dimensions and bounds
/// are compatible with static ones) instead of type equality.
class Stablehlo_Op<string mnemonic, list<Trait> traits = []> :
    Op<Stablehlo_Dialect, mnemonic, traits> {
  code commonDecls = [{
    static bool isCompatibleReturnTypes(::mlir::TypeRange l,
                                        ::mlir::TypeRange r) {
      return ::mlir::stablehlo::isCompatibleForInference(l, r);
    }
  }];
  /// For ops whose constraint on the result is `baseline_type(x) =
  /// baseline_type(result)`: quantization parameters may differ too.
  code baselineDecls = [{
    static bool isCompatibleReturnTypes(::mlir::TypeRange l,
                                        ::mlir::TypeRange r) {
      return ::mlir::stablehlo::isBaselineCompatible(l, r);
    }
  }];
  let extraClassDeclaration = commonDecls;
}

#endif // STABLEHLO_DIALECT_STABLEHLO_DIALECT_TD
