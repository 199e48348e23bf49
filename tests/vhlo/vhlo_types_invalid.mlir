// VHLO types in text are checked like those read from an artifact
// (verifyVhloTypeParameters): parameters MLIR's builders or the conversion
// to builtin types could not take are refused where they are written.
// RUN: stablehlo-opt %s --split-input-file --verify-diagnostics

// expected-error @+2 {{unknown vhlo type: }}
// expected-error @+1 {{vhlo type '!vhlo.tensor_v1<4x!vhlo.none_v1>' has element type '!vhlo.none_v1'; expected a VHLO integer, index, float, complex or quantized type}}
func.func private @none_element(!vhlo.tensor_v1<4x!vhlo.none_v1>)

// -----

// expected-error @+2 {{unknown vhlo type: }}
// expected-error @+1 {{vhlo type '!vhlo.tensor_v1<2x!vhlo.token_v1>' has element type '!vhlo.token_v1'}}
func.func private @token_element(!vhlo.tensor_v1<2x!vhlo.token_v1>)

// -----

// expected-error @+2 {{unknown vhlo type: }}
// expected-error @+1 {{vhlo type '!vhlo.tensor_v1<4611686018427387904x4x!vhlo.f32_v1>' has more elements than fit in a signed 64-bit count}}
func.func private @too_many(!vhlo.tensor_v1<4611686018427387904x4x!vhlo.f32_v1>)

// -----

// expected-error @+2 {{unknown vhlo type: }}
// expected-error @+1 {{vhlo type '!vhlo.buffer_v1<2x!vhlo.tuple_v1<>>' has element type '!vhlo.tuple_v1<>'}}
func.func private @buffer_tuple(!vhlo.buffer_v1<2x!vhlo.tuple_v1<>>)

// -----

// expected-error @+2 {{unknown vhlo type: }}
// expected-error @+1 {{has storage type '!vhlo.f32_v1'; expected a VHLO integer type wider than 1 bit}}
func.func private @quant_float_storage(!vhlo.tensor_v1<4x!vhlo.quant_v1<!vhlo.f32_v1:!vhlo.f32_v1, 5.000000e-01:0, 0:1, 1>>)

// -----

// expected-error @+2 {{unknown vhlo type: }}
// expected-error @+1 {{has expressed type '!vhlo.i32_v1'; expected a VHLO float type}}
func.func private @quant_int_expressed(!vhlo.quant_v1<!vhlo.i8_v1:!vhlo.i32_v1, 5.000000e-01:0, -128:127, 1>)

// -----

// MLIR's own check of the storage range, with its message.
// expected-error @+2 {{unknown vhlo type: }}
// expected-error @+1 {{illegal storage min and storage max: (-1000:1000)}}
func.func private @quant_range(!vhlo.quant_v1<!vhlo.i8_v1:!vhlo.f32_v1, 5.000000e-01:0, -1000:1000, 1>)

// -----

// expected-error @+2 {{unknown vhlo type: }}
// expected-error @+1 {{illegal quantized dimension: -1}}
func.func private @per_axis_dimension(!vhlo.quant_per_axis_v1<!vhlo.i8_v1:!vhlo.f32_v1, -1, [5.000000e-01], [0], -128:127, 1>)

// -----

// A valid one of each passes.
// (no diagnostic expected)
func.func private @fine(!vhlo.tensor_v1<?x4x!vhlo.f32_v1>, !vhlo.buffer_v1<2x!vhlo.i8_v1>,
                        !vhlo.tensor_v1<4x!vhlo.quant_v1<!vhlo.i8_v1:!vhlo.f32_v1, 5.000000e-01:0, -128:127, 1>>,
                        !vhlo.tensor_v1<2x!vhlo.complex_v1<!vhlo.f32_v1>>)
