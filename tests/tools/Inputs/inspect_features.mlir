// Input of tools/inspect.mlir: an i2 tensor, a per-axis quantized tensor and
// an op whose location is a source range.
func.func @narrow(%x: tensor<4xi2>, %q: tensor<2x!quant.uniform<i8:f32:0, {0.5:1, 0.25:2}>>) -> tensor<4xi2> {
  %0 = stablehlo.add %x, %x : tensor<4xi2> loc("model.py":10:4 to 10:20)
  return %0 : tensor<4xi2>
}
