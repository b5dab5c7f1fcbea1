module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x3x9x9xf32>, %arg1: tensor<4x3x3x3xf32>) -> (tensor<1x4x4x4xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 2], [2, 1]], rhs_dilate = [2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x9x9xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x4x4xf32>
    return %0 : tensor<1x4x4x4xf32>
  }
}
