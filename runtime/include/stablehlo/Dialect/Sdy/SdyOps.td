//===- SdyOps.td - sdy operations --------------------------*- tablegen -*-===//
//
// The sdy operations that JAX's programs hold: the mesh symbol, sharding
// constraints and reshards, manual computations (shard_map) with their
// terminator, named computations and sharding groups. Names, inherent
// attributes (which the bytecode writes as properties, by name) and the
// textual syntax are those of the producers of these programs.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_DIALECT_SDY_SDYOPS_TD
#define STABLEHLO_DIALECT_SDY_SDYOPS_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "stablehlo/Dialect/Sdy/SdyAttrs.td"

def Sdy_MeshOp : Sdy_Op<"mesh", [Symbol, HasParent<"ModuleOp">]> {
  let summary = "A named mesh";
  let description = [{
    Declares a mesh that shardings refer to by its symbol.

    ```mlir
    sdy.mesh @mesh = <["x"=4, "y"=2]>
    ```
  }];
  let arguments = (ins SymbolNameAttr:$sym_name, Sdy_Mesh:$mesh);
  let assemblyFormat = "$sym_name `=` $mesh attr-dict";
}

def Sdy_ShardingConstraintOp : Sdy_Op<"sharding_constraint",
    [SameOperandsAndResultType, InferTypeOpInterface,
     DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "Constrains a value to a sharding";
  let description = [{
    `%1 = sdy.sharding_constraint %0 SHARDING : tensor<16x4xf32>`, where
    SHARDING is a `#sdy.sharding` without its prefix (`<@mesh, [...]>`).
  }];
  let arguments = (ins AnyType:$input, Sdy_TensorSharding:$sharding);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$input $sharding attr-dict `:` type($result)";
}

def Sdy_ReshardOp : Sdy_Op<"reshard",
    [Pure, SameOperandsAndResultType, InferTypeOpInterface,
     DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "Gives a value another sharding";
  let description = [{
    `%1 = sdy.reshard %0 SHARDING : tensor<8x8xf32>`, with SHARDING as in
    `sdy.sharding_constraint`.
  }];
  let arguments = (ins AnyType:$input, Sdy_TensorSharding:$sharding);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$input $sharding attr-dict `:` type($result)";
}

def Sdy_ReturnOp : Sdy_Op<"return", [Pure, ReturnLike, Terminator]> {
  let summary = "Terminates the region of an sdy op";
  let description = [{
    ```mlir
    sdy.return %1 : tensor<2xf32>
    ```
  }];
  let arguments = (ins Variadic<AnyType>:$results);
  let assemblyFormat = "attr-dict ($results^ `:` type($results))?";
}

def Sdy_ManualComputationOp : Sdy_Op<"manual_computation",
    [RecursiveMemoryEffects, SingleBlockImplicitTerminator<"ReturnOp">,
     IsolatedFromAbove, DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "A region run per device, manual on some mesh axes";
  let description = [{
    The operands are split over the manual axes by `in_shardings`; the body
    sees each device's part and its results are put together by
    `out_shardings`.

    `sdy.manual_computation(%arg0) in_shardings=[S] out_shardings=[S]
    manual_axes={"x"} (%arg1: tensor<2xf32>) { ... } : (tensor<16xf32>) ->
    tensor<2xf32>`, each S a sharding as in `sdy.sharding_constraint`.
  }];
  let arguments = (ins
    Variadic<AnyType>:$tensors,
    Sdy_TensorShardingPerValue:$in_shardings,
    Sdy_TensorShardingPerValue:$out_shardings,
    Sdy_ManualAxes:$manual_axes);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    `(` operands `)`
    `in_shardings` `` `=` `` custom<ShardingList>($in_shardings)
    `out_shardings` `` `=` `` custom<ShardingList>($out_shardings)
    `manual_axes` `` `=` `` $manual_axes
    custom<BodyWithArguments>($body)
    attr-dict
    `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def Sdy_NamedComputationOp : Sdy_Op<"named_computation",
    [RecursiveMemoryEffects, SingleBlockImplicitTerminator<"ReturnOp">,
     RecursivelySpeculatable, IsolatedFromAbove,
     DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "A named region, with optional shardings of its boundary";
  let description = [{
    ```mlir
    %0 = sdy.named_computation<"foo">(%arg0) (%arg1: tensor<8xf32>) {
      sdy.return %arg1 : tensor<8xf32>
    } : (tensor<8xf32>) -> tensor<8xf32>
    ```
  }];
  let arguments = (ins
    StrAttr:$name,
    Variadic<AnyType>:$operands,
    OptionalAttr<Sdy_TensorShardingPerValue>:$in_shardings,
    OptionalAttr<Sdy_TensorShardingPerValue>:$out_shardings);
  let results = (outs Variadic<AnyType>);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    `<` $name `>` `` `(` $operands `)`
    (`in_shardings` `` `=` `` custom<ShardingList>($in_shardings)^)?
    (`out_shardings` `` `=` `` custom<ShardingList>($out_shardings)^)?
    custom<BodyWithArguments>($body)
    attr-dict
    `:` functional-type($operands, results)
  }];
  let hasVerifier = 1;
}

def Sdy_ShardingGroupOp : Sdy_Op<"sharding_group"> {
  let summary = "Puts a tensor in a group whose members share a sharding";
  let description = [{
    ```mlir
    sdy.sharding_group %0 group_id=3 : tensor<8xf32>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$input, I64Attr:$group_id);
  let assemblyFormat =
      "$input `group_id` `` `=` `` $group_id attr-dict `:` type($input)";
}

#endif // STABLEHLO_DIALECT_SDY_SDYOPS_TD
