// The op records tools/op_status.py reads, reduced to what it looks at.
class Stablehlo_Op<string mnemonic, list<Trait> traits = []>;
class Stablehlo_BinarySameTypeOp<string mnemonic, Type type, list<Trait> traits = []>;

def Stablehlo_AddOp : Stablehlo_BinarySameTypeOp<"add", HLO_Tensor> {
}

def Stablehlo_CompareOp : Stablehlo_Op<"compare", [InferTypeOpAdaptor]> {
}

def Stablehlo_ReduceOp : Stablehlo_Op<"reduce", [InferTypeOpAdaptor]> {
  let hasVerifier = 1;
}

def Stablehlo_SendOp : Stablehlo_Op<"send", [InferTypeOpAdaptor]> {
}
