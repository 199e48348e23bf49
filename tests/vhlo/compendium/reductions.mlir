// Compendium: reductions.
func.func @red_reduce_sum_rows(%arg0: tensor<4x6xf32>, %arg1: tensor<f32>) -> tensor<4xf32> {
  %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @red_reduce_max_all_dims(%arg0: tensor<2x3x5xi32>) -> tensor<i32> {
  %c = stablehlo.constant dense<-2147483648> : tensor<i32>
  %0 = stablehlo.reduce(%arg0 init: %c) applies stablehlo.maximum across dimensions = [0, 1, 2] : (tensor<2x3x5xi32>, tensor<i32>) -> tensor<i32>
  return %0 : tensor<i32>
}
// -----
func.func @red_reduce_argmax_variadic(%arg0: tensor<3x8xf32>, %arg1: tensor<3x8xi32>) -> (tensor<3xf32>, tensor<3xi32>) {
  %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0:2 = stablehlo.reduce(%arg0 init: %cst), (%arg1 init: %c) across dimensions = [1] : (tensor<3x8xf32>, tensor<3x8xi32>, tensor<f32>, tensor<i32>) -> (tensor<3xf32>, tensor<3xi32>)
   reducer(%arg2: tensor<f32>, %arg4: tensor<f32>) (%arg3: tensor<i32>, %arg5: tensor<i32>)  {
    %1 = stablehlo.compare  GE, %arg2, %arg4,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %2 = stablehlo.select %1, %arg2, %arg4 : tensor<i1>, tensor<f32>
    %3 = stablehlo.select %1, %arg3, %arg5 : tensor<i1>, tensor<i32>
    stablehlo.return %2, %3 : tensor<f32>, tensor<i32>
  }
  return %0#0, %0#1 : tensor<3xf32>, tensor<3xi32>
}
// -----
func.func @red_reduce_promoted_accumulator(%arg0: tensor<16xbf16>, %arg1: tensor<bf16>) -> tensor<f32> {
  %0 = stablehlo.reduce(%arg0 init: %arg1) across dimensions = [0] : (tensor<16xbf16>, tensor<bf16>) -> tensor<f32>
   reducer(%arg2: tensor<f32>, %arg3: tensor<f32>)  {
    %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }
  return %0 : tensor<f32>
}
// -----
func.func @red_reduce_window_minimal(%arg0: tensor<6x6xf32>, %arg1: tensor<f32>) -> tensor<5x3xf32> {
  %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{window_dimensions = array<i64: 2, 4>}> ({
  ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
    %1 = stablehlo.maximum %arg2, %arg3 : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<6x6xf32>, tensor<f32>) -> tensor<5x3xf32>
  return %0 : tensor<5x3xf32>
}
// -----
func.func @red_reduce_window_all_attrs(%arg0: tensor<1x9x9x2xf32>, %arg1: tensor<f32>) -> tensor<1x10x9x2xf32> {
  %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{base_dilations = array<i64: 1, 2, 2, 1>, padding = dense<[[0, 0], [2, 2], [3, 1], [0, 0]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 2, 1>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
  ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
    %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<1x9x9x2xf32>, tensor<f32>) -> tensor<1x10x9x2xf32>
  return %0 : tensor<1x10x9x2xf32>
}
// -----
func.func @red_reduce_window_variadic(%arg0: tensor<8xf32>, %arg1: tensor<8xi32>, %arg2: tensor<f32>, %arg3: tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>) {
  %0:2 = "stablehlo.reduce_window"(%arg0, %arg1, %arg2, %arg3) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
  ^bb0(%arg4: tensor<f32>, %arg5: tensor<i32>, %arg6: tensor<f32>, %arg7: tensor<i32>):
    %1 = stablehlo.add %arg4, %arg6 : tensor<f32>
    %2 = stablehlo.add %arg5, %arg7 : tensor<i32>
    stablehlo.return %1, %2 : tensor<f32>, tensor<i32>
  }) : (tensor<8xf32>, tensor<8xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
  return %0#0, %0#1 : tensor<4xf32>, tensor<4xi32>
}
// -----
func.func @red_reduce_window_promoted(%arg0: tensor<4x4xf16>, %arg1: tensor<f16>) -> tensor<3x3xf32> {
  %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{window_dimensions = array<i64: 2, 2>}> ({
  ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
    %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<4x4xf16>, tensor<f16>) -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}
// -----
func.func @red_select_and_scatter_default_window(%arg0: tensor<4x6xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<f32>) -> tensor<4x6xf32> {
  %0 = "stablehlo.select_and_scatter"(%arg0, %arg1, %arg2) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
  ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
    %1 = stablehlo.compare  GE, %arg3, %arg4,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }, {
  ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
    %1 = stablehlo.add %arg3, %arg4 : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<2x3xf32>, tensor<f32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}
// -----
func.func @red_select_and_scatter_padded(%arg0: tensor<5x5xi32>, %arg1: tensor<3x3xi32>, %arg2: tensor<i32>) -> tensor<5x5xi32> {
  %0 = "stablehlo.select_and_scatter"(%arg0, %arg1, %arg2) <{padding = dense<1> : tensor<2x2xi64>, window_dimensions = array<i64: 3, 3>, window_strides = array<i64: 2, 2>}> ({
  ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
    %1 = stablehlo.compare  LE, %arg3, %arg4,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }, {
  ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
    %1 = stablehlo.maximum %arg3, %arg4 : tensor<i32>
    stablehlo.return %1 : tensor<i32>
  }) : (tensor<5x5xi32>, tensor<3x3xi32>, tensor<i32>) -> tensor<5x5xi32>
  return %0 : tensor<5x5xi32>
}
// -----
func.func @red_select_and_scatter_promoted(%arg0: tensor<4xf32>, %arg1: tensor<2xf32>, %arg2: tensor<f32>) -> tensor<4xf64> {
  %0 = "stablehlo.select_and_scatter"(%arg0, %arg1, %arg2) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
  ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
    %1 = stablehlo.compare  GT, %arg3, %arg4 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }, {
  ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
    %1 = stablehlo.add %arg3, %arg4 : tensor<f64>
    stablehlo.return %1 : tensor<f64>
  }) : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}
// -----
func.func @red_sort_defaults(%arg0: tensor<12xi32>) -> tensor<12xi32> {
  %0 = "stablehlo.sort"(%arg0) ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %1 = stablehlo.compare  LT, %arg1, %arg2,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }) : (tensor<12xi32>) -> tensor<12xi32>
  return %0 : tensor<12xi32>
}
// -----
func.func @red_sort_stable_keys_values(%arg0: tensor<3x4xf32>, %arg1: tensor<3x4xi64>) -> (tensor<3x4xf32>, tensor<3x4xi64>) {
  %0:2 = "stablehlo.sort"(%arg0, %arg1) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<i64>, %arg5: tensor<i64>):
    %1 = stablehlo.compare  GT, %arg2, %arg3,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }) : (tensor<3x4xf32>, tensor<3x4xi64>) -> (tensor<3x4xf32>, tensor<3x4xi64>)
  return %0#0, %0#1 : tensor<3x4xf32>, tensor<3x4xi64>
}
