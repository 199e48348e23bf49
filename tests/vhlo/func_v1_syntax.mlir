// vhlo.func_v1 prints and parses in upstream's form: the symbol name, the
// body's arguments, `-> (results)`, the body, then the other properties and
// the discardable attributes in one dictionary. Every other VHLO op prints
// generically, and so does func_v1 under --mlir-print-op-generic. What the
// signature cannot say is printed in the dictionary, where the parser takes
// it in place of what the signature made.
// RUN: stablehlo-opt %s | FileCheck %s
// RUN: stablehlo-opt %s | stablehlo-opt | FileCheck %s
// RUN: stablehlo-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// The two forms are the same program: same generic print, same artifact.
// RUN: stablehlo-opt %s --mlir-print-op-generic > %t.generic.mlir
// RUN: stablehlo-opt %t.generic.mlir | stablehlo-opt --mlir-print-op-generic | diff - %t.generic.mlir
// RUN: stablehlo-translate --serialize --target=1.0.0 --strip-debuginfo %s > %t.pretty.bc
// RUN: stablehlo-translate --serialize --target=1.0.0 --strip-debuginfo %t.generic.mlir > %t.generic.bc
// RUN: cmp %t.pretty.bc %t.generic.bc
// StableHLO functions legalized to VHLO print in this form.
// RUN: stablehlo-opt --stablehlo-legalize-to-vhlo %S/Inputs/func_v1_stablehlo.mlir | FileCheck %s --check-prefix=LEGAL

// CHECK-LABEL: vhlo.func_v1 @main(%arg0: !vhlo.tensor_v1<!vhlo.f32_v1>, %arg1: !vhlo.tensor_v1<2x!vhlo.i32_v1>) -> (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<2x!vhlo.i32_v1>) {
// CHECK-NEXT:    %0 = "vhlo.add_v1"(%arg0, %arg0)
// CHECK-NEXT:    "vhlo.return_v1"(%0, %arg1)
// CHECK-NEXT:  } {arg_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>, #vhlo.dict_v1<{#vhlo.string_v1<"my.attr"> = #vhlo.integer_v1<3 : i64>}>]>, mhlo.sharding = #vhlo.string_v1<"{replicated}">, res_attrs = #vhlo.array_v1<[]>, sym_visibility = #vhlo.string_v1<"">}
// GENERIC: "vhlo.func_v1"() <{arg_attrs = {{.*}}, function_type = #vhlo.type_v1<!vhlo.func_v1<(!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<2x!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<2x!vhlo.i32_v1>>>, res_attrs = #vhlo.array_v1<[]>, sym_name = #vhlo.string_v1<"main">, sym_visibility = #vhlo.string_v1<"">}> ({
// GENERIC-NOT: vhlo.func_v1 @
// LEGAL-LABEL: vhlo.func_v1 @main(%arg0: !vhlo.tensor_v1<!vhlo.f32_v1>, %arg1: !vhlo.tensor_v1<2x!vhlo.i32_v1>) -> (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<2x!vhlo.i32_v1>) {
vhlo.func_v1 @main(%arg0: !vhlo.tensor_v1<!vhlo.f32_v1>, %arg1: !vhlo.tensor_v1<2x!vhlo.i32_v1>) -> (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<2x!vhlo.i32_v1>) {
  %0 = "vhlo.add_v1"(%arg0, %arg0) : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
  "vhlo.return_v1"(%0, %arg1) : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<2x!vhlo.i32_v1>) -> ()
} {arg_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>, #vhlo.dict_v1<{#vhlo.string_v1<"my.attr"> = #vhlo.integer_v1<3 : i64>}>]>, mhlo.sharding = #vhlo.string_v1<"{replicated}">, res_attrs = #vhlo.array_v1<[]>, sym_visibility = #vhlo.string_v1<"">}

// No arguments, no results; a name that needs quotes.
// CHECK-LABEL: vhlo.func_v1 @"no results"() -> () {
// CHECK-NEXT:    "vhlo.return_v1"() : () -> ()
// CHECK-NEXT:  } {arg_attrs = #vhlo.array_v1<[]>, res_attrs = #vhlo.array_v1<[]>, sym_visibility = #vhlo.string_v1<"private">}
vhlo.func_v1 @"no results"() -> () {
  "vhlo.return_v1"() : () -> ()
} {arg_attrs = #vhlo.array_v1<[]>, res_attrs = #vhlo.array_v1<[]>, sym_visibility = #vhlo.string_v1<"private">}

// One result type may be given without parentheses; it prints with them.
// CHECK-LABEL: vhlo.func_v1 @bare_result(%arg0: !vhlo.tensor_v1<!vhlo.f32_v1>) -> (!vhlo.tensor_v1<!vhlo.f32_v1>) {
vhlo.func_v1 @bare_result(%arg0: !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1> {
  "vhlo.return_v1"(%arg0) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
} {arg_attrs = #vhlo.array_v1<[]>, res_attrs = #vhlo.array_v1<[]>, sym_visibility = #vhlo.string_v1<"">}

// A declaration has an empty body, so no arguments: its function_type, which
// has inputs, is printed in the dictionary.
// CHECK-LABEL: vhlo.func_v1 @declaration() -> (!vhlo.tensor_v1<!vhlo.f32_v1>) {
// CHECK-NEXT:  } {arg_attrs = #vhlo.array_v1<[]>, function_type = #vhlo.type_v1<!vhlo.func_v1<(!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>>>, res_attrs = #vhlo.array_v1<[]>, sym_visibility = #vhlo.string_v1<"private">}
vhlo.func_v1 @declaration() -> () {
} {arg_attrs = #vhlo.array_v1<[]>, function_type = #vhlo.type_v1<!vhlo.func_v1<(!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>>>, res_attrs = #vhlo.array_v1<[]>, sym_visibility = #vhlo.string_v1<"private">}

// A declaration without inputs is said by the signature alone.
// CHECK-LABEL: vhlo.func_v1 @no_inputs() -> (!vhlo.tensor_v1<!vhlo.f32_v1>) {
// CHECK-NEXT:  } {arg_attrs = #vhlo.array_v1<[]>, res_attrs = #vhlo.array_v1<[]>, sym_visibility = #vhlo.string_v1<"private">}
vhlo.func_v1 @no_inputs() -> (!vhlo.tensor_v1<!vhlo.f32_v1>) {
} {arg_attrs = #vhlo.array_v1<[]>, res_attrs = #vhlo.array_v1<[]>, sym_visibility = #vhlo.string_v1<"private">}

// A function_type that disagrees with the body's arguments: the dictionary
// holds it, and the signature shows its results.
// CHECK-LABEL: vhlo.func_v1 @mismatch(%arg0: !vhlo.tensor_v1<!vhlo.f32_v1>) -> (!vhlo.tensor_v1<!vhlo.f32_v1>) {
// CHECK:       } {arg_attrs = #vhlo.array_v1<[]>, function_type = #vhlo.type_v1<!vhlo.func_v1<(!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>>>, res_attrs
vhlo.func_v1 @mismatch(%arg0: !vhlo.tensor_v1<!vhlo.f32_v1>) -> () {
  "vhlo.return_v1"(%arg0) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
} {arg_attrs = #vhlo.array_v1<[]>, function_type = #vhlo.type_v1<!vhlo.func_v1<(!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>>>, res_attrs = #vhlo.array_v1<[]>, sym_visibility = #vhlo.string_v1<"">}

// A function_type that is no func_v1 type: `-> ()`, and the dictionary.
// CHECK-LABEL: vhlo.func_v1 @odd_type() -> () {
// CHECK:       } {arg_attrs = #vhlo.array_v1<[]>, function_type = #vhlo.bool_v1<true>, res_attrs
vhlo.func_v1 @odd_type() -> () {
  "vhlo.return_v1"() : () -> ()
} {arg_attrs = #vhlo.array_v1<[]>, function_type = #vhlo.bool_v1<true>, res_attrs = #vhlo.array_v1<[]>, sym_visibility = #vhlo.string_v1<"">}

// A sym_name that is no string_v1: the symbol @"", and the dictionary.
// CHECK-LABEL: vhlo.func_v1 @""() -> () {
// CHECK:       } {arg_attrs = #vhlo.array_v1<[]>, res_attrs = #vhlo.array_v1<[]>, sym_name = #vhlo.integer_v1<7 : i64>, sym_visibility
vhlo.func_v1 @replaced() -> () {
  "vhlo.return_v1"() : () -> ()
} {arg_attrs = #vhlo.array_v1<[]>, res_attrs = #vhlo.array_v1<[]>, sym_name = #vhlo.integer_v1<7 : i64>, sym_visibility = #vhlo.string_v1<"">}

// An empty name prints as @"" (MLIR's printer of symbol names has no
// spelling for it that reads back).
// CHECK-LABEL: vhlo.func_v1 @""() -> () {
// CHECK:       } {arg_attrs = #vhlo.array_v1<[]>, res_attrs = #vhlo.array_v1<[]>, sym_visibility = #vhlo.string_v1<"">}
vhlo.func_v1 @""() -> () {
  "vhlo.return_v1"() : () -> ()
} {arg_attrs = #vhlo.array_v1<[]>, res_attrs = #vhlo.array_v1<[]>, sym_visibility = #vhlo.string_v1<"">}
