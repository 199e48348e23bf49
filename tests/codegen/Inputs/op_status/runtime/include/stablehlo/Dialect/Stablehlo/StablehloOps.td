// The op records tests/status/op_status.py reads (through llvm-tblgen --dump-json),
// reduced to what it looks at: the dialect, the interfaces and traits that
// say how an op is checked, hasVerifier, and how its result shape is reified.
include "mlir/IR/OpBase.td"
include "mlir/Interfaces/InferTypeOpInterface.td"

def Stablehlo_Dialect : Dialect {
  let name = "stablehlo";
  let cppNamespace = "::mlir::stablehlo";
}

class Stablehlo_Op<string mnemonic, list<Trait> traits = []>
    : Op<Stablehlo_Dialect, mnemonic, traits>;
class Stablehlo_ResultShapeOf<int index>
    : ParamNativeOpTrait<"ResultShapeOfOperand", !cast<string>(index)>;
class Stablehlo_ReifiedFromOperands;
class Stablehlo_BinarySameTypeOp<string mnemonic, list<Trait> traits = []>
    : Stablehlo_Op<mnemonic, traits # [InferTypeOpAdaptor, Stablehlo_ResultShapeOf<0>]>;

def Stablehlo_AddOp : Stablehlo_BinarySameTypeOp<"add"> {
}

def Stablehlo_CompareOp : Stablehlo_Op<"compare", [InferTypeOpAdaptor]> {
}

def Stablehlo_ReduceOp : Stablehlo_Op<"reduce", [InferTypeOpAdaptor]> {
  let hasVerifier = 1;
}

def Stablehlo_SendOp : Stablehlo_Op<"send", [InferTypeOpAdaptor]> {
}
