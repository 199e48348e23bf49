vhlo.func_v1 @main(%arg0: !vhlo.tensor_v1<2x!vhlo.f32_v1>) -> (!vhlo.tensor_v1<2x!vhlo.i32_v1>) {
  %0 = "vhlo.exponential_v1"(%arg0) : (!vhlo.tensor_v1<2x!vhlo.f32_v1>) -> !vhlo.tensor_v1<2x!vhlo.i32_v1>
  "vhlo.return_v1"(%0) : (!vhlo.tensor_v1<2x!vhlo.i32_v1>) -> ()
} {arg_attrs = #vhlo.array_v1<[]>, res_attrs = #vhlo.array_v1<[]>, sym_visibility = #vhlo.string_v1<"">}
