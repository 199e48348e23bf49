// Compendium: types.
// -----
func.func @type_elem_i2(%arg0: tensor<3xi2>) -> tensor<3xi2> {
  %c = stablehlo.constant dense<[1, -2, 0]> : tensor<3xi2>
  %0 = stablehlo.add %arg0, %c : tensor<3xi2>
  return %0 : tensor<3xi2>
}
// -----
func.func @type_elem_i4(%arg0: tensor<3xi4>) -> tensor<3xi4> {
  %c = stablehlo.constant dense<[7, -8, 3]> : tensor<3xi4>
  %0 = stablehlo.add %arg0, %c : tensor<3xi4>
  return %0 : tensor<3xi4>
}
// -----
func.func @type_elem_i8(%arg0: tensor<3xi8>) -> tensor<3xi8> {
  %c = stablehlo.constant dense<[100, -100, 0]> : tensor<3xi8>
  %0 = stablehlo.add %arg0, %c : tensor<3xi8>
  return %0 : tensor<3xi8>
}
// -----
func.func @type_elem_i16(%arg0: tensor<3xi16>) -> tensor<3xi16> {
  %c = stablehlo.constant dense<[32767, -32768, 12]> : tensor<3xi16>
  %0 = stablehlo.add %arg0, %c : tensor<3xi16>
  return %0 : tensor<3xi16>
}
// -----
func.func @type_elem_i32(%arg0: tensor<3xi32>) -> tensor<3xi32> {
  %c = stablehlo.constant dense<[65536, -1, 2]> : tensor<3xi32>
  %0 = stablehlo.add %arg0, %c : tensor<3xi32>
  return %0 : tensor<3xi32>
}
// -----
func.func @type_elem_i64(%arg0: tensor<3xi64>) -> tensor<3xi64> {
  %c = stablehlo.constant dense<[9223372036854775807, -9223372036854775808, 5]> : tensor<3xi64>
  %0 = stablehlo.add %arg0, %c : tensor<3xi64>
  return %0 : tensor<3xi64>
}
// -----
func.func @type_elem_ui2(%arg0: tensor<3xui2>) -> tensor<3xui2> {
  %c = stablehlo.constant dense<[3, 0, 1]> : tensor<3xui2>
  %0 = stablehlo.add %arg0, %c : tensor<3xui2>
  return %0 : tensor<3xui2>
}
// -----
func.func @type_elem_ui4(%arg0: tensor<3xui4>) -> tensor<3xui4> {
  %c = stablehlo.constant dense<[15, 0, 9]> : tensor<3xui4>
  %0 = stablehlo.add %arg0, %c : tensor<3xui4>
  return %0 : tensor<3xui4>
}
// -----
func.func @type_elem_ui8(%arg0: tensor<3xui8>) -> tensor<3xui8> {
  %c = stablehlo.constant dense<[255, 0, 17]> : tensor<3xui8>
  %0 = stablehlo.add %arg0, %c : tensor<3xui8>
  return %0 : tensor<3xui8>
}
// -----
func.func @type_elem_ui16(%arg0: tensor<3xui16>) -> tensor<3xui16> {
  %c = stablehlo.constant dense<[65535, 0, 300]> : tensor<3xui16>
  %0 = stablehlo.add %arg0, %c : tensor<3xui16>
  return %0 : tensor<3xui16>
}
// -----
func.func @type_elem_ui32(%arg0: tensor<3xui32>) -> tensor<3xui32> {
  %c = stablehlo.constant dense<[4294967295, 0, 70000]> : tensor<3xui32>
  %0 = stablehlo.add %arg0, %c : tensor<3xui32>
  return %0 : tensor<3xui32>
}
// -----
func.func @type_elem_ui64(%arg0: tensor<3xui64>) -> tensor<3xui64> {
  %c = stablehlo.constant dense<[18446744073709551615, 0, 42]> : tensor<3xui64>
  %0 = stablehlo.add %arg0, %c : tensor<3xui64>
  return %0 : tensor<3xui64>
}
// -----
func.func @type_elem_i1(%arg0: tensor<3xi1>) -> tensor<3xi1> {
  %c = stablehlo.constant dense<[true, false, true]> : tensor<3xi1>
  %0 = stablehlo.or %arg0, %c : tensor<3xi1>
  return %0 : tensor<3xi1>
}
// -----
func.func @type_elem_f16(%arg0: tensor<3xf16>) -> tensor<3xf16> {
  %cst = stablehlo.constant dense<[1.000000e+00, -2.500000e+00, 6.499200e+04]> : tensor<3xf16>
  %0 = stablehlo.add %arg0, %cst : tensor<3xf16>
  return %0 : tensor<3xf16>
}
// -----
func.func @type_elem_bf16(%arg0: tensor<3xbf16>) -> tensor<3xbf16> {
  %cst = stablehlo.constant dense<[1.000000e+00, -2.500000e+00, 3.004060e+38]> : tensor<3xbf16>
  %0 = stablehlo.add %arg0, %cst : tensor<3xbf16>
  return %0 : tensor<3xbf16>
}
// -----
func.func @type_elem_f32(%arg0: tensor<3xf32>) -> tensor<3xf32> {
  %cst = stablehlo.constant dense<[1.000000e+00, -2.500000e+00, 3.400000e+38]> : tensor<3xf32>
  %0 = stablehlo.add %arg0, %cst : tensor<3xf32>
  return %0 : tensor<3xf32>
}
// -----
func.func @type_elem_f64(%arg0: tensor<3xf64>) -> tensor<3xf64> {
  %cst = stablehlo.constant dense<[1.000000e+00, -2.500000e+00, 1.700000e+308]> : tensor<3xf64>
  %0 = stablehlo.add %arg0, %cst : tensor<3xf64>
  return %0 : tensor<3xf64>
}
// -----
func.func @type_elem_f8E4M3FN(%arg0: tensor<3xf8E4M3FN>) -> tensor<3xf8E4M3FN> {
  %cst = stablehlo.constant dense<[1.000000e+00, -2.500000e+00, 4.480000e+02]> : tensor<3xf8E4M3FN>
  %0 = stablehlo.add %arg0, %cst : tensor<3xf8E4M3FN>
  return %0 : tensor<3xf8E4M3FN>
}
// -----
func.func @type_elem_f8E5M2(%arg0: tensor<3xf8E5M2>) -> tensor<3xf8E5M2> {
  %cst = stablehlo.constant dense<[1.000000e+00, -2.500000e+00, 5.734400e+04]> : tensor<3xf8E5M2>
  %0 = stablehlo.add %arg0, %cst : tensor<3xf8E5M2>
  return %0 : tensor<3xf8E5M2>
}
// -----
func.func @type_elem_f8E4M3FNUZ(%arg0: tensor<3xf8E4M3FNUZ>) -> tensor<3xf8E4M3FNUZ> {
  %cst = stablehlo.constant dense<[1.000000e+00, -2.500000e+00, 2.400000e+02]> : tensor<3xf8E4M3FNUZ>
  %0 = stablehlo.add %arg0, %cst : tensor<3xf8E4M3FNUZ>
  return %0 : tensor<3xf8E4M3FNUZ>
}
// -----
func.func @type_elem_f8E5M2FNUZ(%arg0: tensor<3xf8E5M2FNUZ>) -> tensor<3xf8E5M2FNUZ> {
  %cst = stablehlo.constant dense<[1.000000e+00, -2.500000e+00, 5.734400e+04]> : tensor<3xf8E5M2FNUZ>
  %0 = stablehlo.add %arg0, %cst : tensor<3xf8E5M2FNUZ>
  return %0 : tensor<3xf8E5M2FNUZ>
}
// -----
func.func @type_elem_f8E4M3B11FNUZ(%arg0: tensor<3xf8E4M3B11FNUZ>) -> tensor<3xf8E4M3B11FNUZ> {
  %cst = stablehlo.constant dense<[1.000000e+00, -2.500000e+00, 3.000000e+01]> : tensor<3xf8E4M3B11FNUZ>
  %0 = stablehlo.add %arg0, %cst : tensor<3xf8E4M3B11FNUZ>
  return %0 : tensor<3xf8E4M3B11FNUZ>
}
// -----
func.func @type_elem_f8E4M3(%arg0: tensor<3xf8E4M3>) -> tensor<3xf8E4M3> {
  %cst = stablehlo.constant dense<[1.000000e+00, -2.500000e+00, 2.400000e+02]> : tensor<3xf8E4M3>
  %0 = stablehlo.add %arg0, %cst : tensor<3xf8E4M3>
  return %0 : tensor<3xf8E4M3>
}
// -----
func.func @type_elem_f8E3M4(%arg0: tensor<3xf8E3M4>) -> tensor<3xf8E3M4> {
  %cst = stablehlo.constant dense<[1.000000e+00, -2.500000e+00, 1.550000e+01]> : tensor<3xf8E3M4>
  %0 = stablehlo.add %arg0, %cst : tensor<3xf8E3M4>
  return %0 : tensor<3xf8E3M4>
}
// -----
func.func @type_elem_f8E8M0FNU(%arg0: tensor<3xf8E8M0FNU>) -> tensor<3xf8E8M0FNU> {
  %cst = stablehlo.constant dense<[1.000000e+00, 5.000000e-01, 1.024000e+03]> : tensor<3xf8E8M0FNU>
  %0 = stablehlo.add %arg0, %cst : tensor<3xf8E8M0FNU>
  return %0 : tensor<3xf8E8M0FNU>
}
// -----
func.func @type_elem_f6E2M3FN(%arg0: tensor<3xf6E2M3FN>) -> tensor<3xf6E2M3FN> {
  %cst = stablehlo.constant dense<[1.000000e+00, -2.500000e+00, 7.500000e+00]> : tensor<3xf6E2M3FN>
  %0 = stablehlo.add %arg0, %cst : tensor<3xf6E2M3FN>
  return %0 : tensor<3xf6E2M3FN>
}
// -----
func.func @type_elem_f6E3M2FN(%arg0: tensor<3xf6E3M2FN>) -> tensor<3xf6E3M2FN> {
  %cst = stablehlo.constant dense<[1.000000e+00, -2.500000e+00, 2.800000e+01]> : tensor<3xf6E3M2FN>
  %0 = stablehlo.add %arg0, %cst : tensor<3xf6E3M2FN>
  return %0 : tensor<3xf6E3M2FN>
}
// -----
func.func @type_elem_f4E2M1FN(%arg0: tensor<3xf4E2M1FN>) -> tensor<3xf4E2M1FN> {
  %cst = stablehlo.constant dense<[1.000000e+00, -1.500000e+00, 6.000000e+00]> : tensor<3xf4E2M1FN>
  %0 = stablehlo.add %arg0, %cst : tensor<3xf4E2M1FN>
  return %0 : tensor<3xf4E2M1FN>
}
// -----
func.func @type_convert_f32_to_f8E4M3FN(%arg0: tensor<2x2xf32>) -> tensor<2x2xf8E4M3FN> {
  %0 = stablehlo.convert %arg0 : (tensor<2x2xf32>) -> tensor<2x2xf8E4M3FN>
  return %0 : tensor<2x2xf8E4M3FN>
}
// -----
func.func @type_convert_f32_to_f8E5M2(%arg0: tensor<2x2xf32>) -> tensor<2x2xf8E5M2> {
  %0 = stablehlo.convert %arg0 : (tensor<2x2xf32>) -> tensor<2x2xf8E5M2>
  return %0 : tensor<2x2xf8E5M2>
}
// -----
func.func @type_convert_f32_to_f8E4M3FNUZ(%arg0: tensor<2x2xf32>) -> tensor<2x2xf8E4M3FNUZ> {
  %0 = stablehlo.convert %arg0 : (tensor<2x2xf32>) -> tensor<2x2xf8E4M3FNUZ>
  return %0 : tensor<2x2xf8E4M3FNUZ>
}
// -----
func.func @type_convert_f32_to_f8E5M2FNUZ(%arg0: tensor<2x2xf32>) -> tensor<2x2xf8E5M2FNUZ> {
  %0 = stablehlo.convert %arg0 : (tensor<2x2xf32>) -> tensor<2x2xf8E5M2FNUZ>
  return %0 : tensor<2x2xf8E5M2FNUZ>
}
// -----
func.func @type_convert_f32_to_f8E4M3B11FNUZ(%arg0: tensor<2x2xf32>) -> tensor<2x2xf8E4M3B11FNUZ> {
  %0 = stablehlo.convert %arg0 : (tensor<2x2xf32>) -> tensor<2x2xf8E4M3B11FNUZ>
  return %0 : tensor<2x2xf8E4M3B11FNUZ>
}
// -----
func.func @type_convert_f32_to_f8E4M3(%arg0: tensor<2x2xf32>) -> tensor<2x2xf8E4M3> {
  %0 = stablehlo.convert %arg0 : (tensor<2x2xf32>) -> tensor<2x2xf8E4M3>
  return %0 : tensor<2x2xf8E4M3>
}
// -----
func.func @type_convert_f32_to_f8E3M4(%arg0: tensor<2x2xf32>) -> tensor<2x2xf8E3M4> {
  %0 = stablehlo.convert %arg0 : (tensor<2x2xf32>) -> tensor<2x2xf8E3M4>
  return %0 : tensor<2x2xf8E3M4>
}
// -----
func.func @type_convert_f32_to_f8E8M0FNU(%arg0: tensor<2x2xf32>) -> tensor<2x2xf8E8M0FNU> {
  %0 = stablehlo.convert %arg0 : (tensor<2x2xf32>) -> tensor<2x2xf8E8M0FNU>
  return %0 : tensor<2x2xf8E8M0FNU>
}
// -----
func.func @type_convert_f32_to_f6E2M3FN(%arg0: tensor<2x2xf32>) -> tensor<2x2xf6E2M3FN> {
  %0 = stablehlo.convert %arg0 : (tensor<2x2xf32>) -> tensor<2x2xf6E2M3FN>
  return %0 : tensor<2x2xf6E2M3FN>
}
// -----
func.func @type_convert_f32_to_f6E3M2FN(%arg0: tensor<2x2xf32>) -> tensor<2x2xf6E3M2FN> {
  %0 = stablehlo.convert %arg0 : (tensor<2x2xf32>) -> tensor<2x2xf6E3M2FN>
  return %0 : tensor<2x2xf6E3M2FN>
}
// -----
func.func @type_convert_f32_to_f4E2M1FN(%arg0: tensor<2x2xf32>) -> tensor<2x2xf4E2M1FN> {
  %0 = stablehlo.convert %arg0 : (tensor<2x2xf32>) -> tensor<2x2xf4E2M1FN>
  return %0 : tensor<2x2xf4E2M1FN>
}
// -----
func.func @type_elem_complex_f32(%arg0: tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>> {
  %cst = stablehlo.constant dense<[(1.000000e+00,2.000000e+00), (-5.000000e-01,0.000000e+00)]> : tensor<2xcomplex<f32>>
  %0 = stablehlo.multiply %arg0, %cst : tensor<2xcomplex<f32>>
  return %0 : tensor<2xcomplex<f32>>
}
// -----
func.func @type_elem_complex_f64(%arg0: tensor<2xcomplex<f64>>) -> tensor<2xcomplex<f64>> {
  %cst = stablehlo.constant dense<[(1.000000e+00,2.000000e+00), (-5.000000e-01,0.000000e+00)]> : tensor<2xcomplex<f64>>
  %0 = stablehlo.multiply %arg0, %cst : tensor<2xcomplex<f64>>
  return %0 : tensor<2xcomplex<f64>>
}
// -----
func.func @type_tf32_as_func_attribute() attributes {cmp.precision = tf32} {
  return
}
// -----
func.func @type_none_as_func_attribute() attributes {cmp.marker = none} {
  return
}
// -----
func.func @type_index_shape_operand(%arg0: tensor<4xf32>, %arg1: tensor<2xindex>) -> tensor<?x?xf32> {
  %0 = stablehlo.dynamic_reshape %arg0, %arg1 : (tensor<4xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
// -----
func.func @type_dynamic_ranked(%arg0: tensor<?x4x?xf32>) -> tensor<?x4x?xf32> {
  %0 = stablehlo.exponential %arg0 : tensor<?x4x?xf32>
  return %0 : tensor<?x4x?xf32>
}
// -----
func.func @type_bounded_dynamic_1d(%arg0: tensor<?xf32, #stablehlo.bounds<16>>) -> tensor<?xf32, #stablehlo.bounds<16>> {
  %0 = stablehlo.abs %arg0 : tensor<?xf32, #stablehlo.bounds<16>>
  return %0 : tensor<?xf32, #stablehlo.bounds<16>>
}
// -----
func.func @type_bounded_dynamic_mixed(%arg0: tensor<3x?x?xi32, #stablehlo.bounds<?, 8, ?>>) -> tensor<3x?x?xi32, #stablehlo.bounds<?, 8, ?>> {
  %0 = stablehlo.negate %arg0 : tensor<3x?x?xi32, #stablehlo.bounds<?, 8, ?>>
  return %0 : tensor<3x?x?xi32, #stablehlo.bounds<?, 8, ?>>
}
// -----
func.func @type_bounded_get_dimension_size(%arg0: tensor<2x?xf32, #stablehlo.bounds<?, 5>>) -> tensor<i32> {
  %0 = stablehlo.get_dimension_size %arg0, dim = 1 : (tensor<2x?xf32, #stablehlo.bounds<?, 5>>) -> tensor<i32>
  return %0 : tensor<i32>
}
// -----
func.func @type_unranked_tensor_arg(%arg0: tensor<*xf32>) -> tensor<*xf32> {
  return %arg0 : tensor<*xf32>
}
// -----
func.func @type_token_passthrough(%arg0: !stablehlo.token) -> !stablehlo.token {
  return %arg0 : !stablehlo.token
}
// -----
func.func @type_tuple_nested_args(%arg0: tuple<tensor<f32>, tuple<tensor<2xi8>, !stablehlo.token>, tuple<>>) -> tensor<f32> {
  %0 = stablehlo.get_tuple_element %arg0[0] : (tuple<tensor<f32>, tuple<tensor<2xi8>, !stablehlo.token>, tuple<>>) -> tensor<f32>
  return %0 : tensor<f32>
}
// -----
func.func @type_future_single(%arg0: !stablehlo.future<tensor<2x3xf32>>) -> !stablehlo.future<tensor<2x3xf32>> {
  return %arg0 : !stablehlo.future<tensor<2x3xf32>>
}
// -----
func.func @type_future_multiple_dynamic(%arg0: !stablehlo.future<tensor<?xf32>, tensor<i32>>) -> !stablehlo.future<tensor<?xf32>, tensor<i32>> {
  return %arg0 : !stablehlo.future<tensor<?xf32>, tensor<i32>>
}
// -----
func.func @type_memref_function_boundary(%arg0: memref<4x2xf32>) -> memref<4x2xf32> {
  return %arg0 : memref<4x2xf32>
}
// -----
func.func @type_memref_scalar_i8(%arg0: memref<i8>) -> memref<i8> {
  return %arg0 : memref<i8>
}
// -----
func.func @type_per_axis_quant_arg(%arg0: tensor<3x2x!quant.uniform<i8<-127:127>:f32:0, {1.000000e-01:-1,2.000000e-01,3.000000e-01:1}>>) -> tensor<3x2x!quant.uniform<i8<-127:127>:f32:0, {1.000000e-01:-1,2.000000e-01,3.000000e-01:1}>> {
  return %arg0 : tensor<3x2x!quant.uniform<i8<-127:127>:f32:0, {1.000000e-01:-1,2.000000e-01,3.000000e-01:1}>>
}
// -----
func.func @type_quant_ui4_storage(%arg0: tensor<4x!quant.uniform<u4:f32, 2.500000e-01:8>>) -> tensor<4x!quant.uniform<u4:f32, 2.500000e-01:8>> {
  return %arg0 : tensor<4x!quant.uniform<u4:f32, 2.500000e-01:8>>
}
// -----
func.func @type_quant_i2_storage(%arg0: tensor<4x!quant.uniform<i2:f32, 1.000000e+00>>) -> tensor<4x!quant.uniform<i2:f32, 1.000000e+00>> {
  return %arg0 : tensor<4x!quant.uniform<i2:f32, 1.000000e+00>>
}
// -----
func.func @type_attr_scalar_forms() attributes {cmp.b16 = 2.500000e-01 : bf16, cmp.f16 = -1.500000e+00 : f16, cmp.f32 = 3.140000e+00 : f32, cmp.f64 = 2.7182818284590451 : f64, cmp.i16 = -300 : i16, cmp.i32 = 7 : i32, cmp.i4 = -3 : i4, cmp.i64 = -9000000000 : i64, cmp.i8 = 100 : i8, cmp.idx = 12 : index, cmp.u16 = 65000 : ui16, cmp.u32 = 4000000000 : ui32, cmp.u4 = 9 : ui4, cmp.u64 = 18000000000000000000 : ui64, cmp.u8 = 200 : ui8} {
  return
}
// -----
func.func @type_attr_containers() attributes {cmp.arr = [1 : i32, "two", [3.000000e+00 : f32]], cmp.dense = dense<[[1, 2], [3, 4]]> : tensor<2x2xi16>, cmp.dict = {inner = {deep = true}, list = []}, cmp.fdense = dense<5.000000e-01> : tensor<3xf32>, cmp.str = "text with \22quotes\22", cmp.ty = tensor<2x?xf32>} {
  return
}
// -----
func.func @type_attr_float_f8E4M3FN() attributes {cmp.value = 1.500000e+00 : f8E4M3FN} {
  return
}
// -----
func.func @type_attr_float_f8E5M2() attributes {cmp.value = -2.000000e+00 : f8E5M2} {
  return
}
// -----
func.func @type_attr_float_f8E4M3FNUZ() attributes {cmp.value = 1.250000e+00 : f8E4M3FNUZ} {
  return
}
// -----
func.func @type_attr_float_f8E5M2FNUZ() attributes {cmp.value = 4.000000e+00 : f8E5M2FNUZ} {
  return
}
// -----
func.func @type_attr_float_f8E4M3B11FNUZ() attributes {cmp.value = 5.000000e-01 : f8E4M3B11FNUZ} {
  return
}
// -----
func.func @type_attr_float_f8E4M3() attributes {cmp.value = 3.000000e+00 : f8E4M3} {
  return
}
// -----
func.func @type_attr_float_f8E3M4() attributes {cmp.value = 1.062500e+00 : f8E3M4} {
  return
}
// -----
func.func @type_attr_float_f8E8M0FNU() attributes {cmp.value = 8.000000e+00 : f8E8M0FNU} {
  return
}
// -----
func.func @type_attr_float_f6E2M3FN() attributes {cmp.value = 1.750000e+00 : f6E2M3FN} {
  return
}
// -----
func.func @type_attr_float_f6E3M2FN() attributes {cmp.value = -1.200000e+01 : f6E3M2FN} {
  return
}
// -----
func.func @type_attr_float_f4E2M1FN() attributes {cmp.value = 3.000000e+00 : f4E2M1FN} {
  return
}
// -----
func.func @type_attr_float_tf32() attributes {cmp.value = 1.000000e+00 : tf32} {
  return
}
// -----
func.func @type_witness_passthrough(%arg0: !shape.witness) -> !shape.witness {
  return %arg0 : !shape.witness
}
