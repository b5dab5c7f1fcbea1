module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x7x7x4xf32>, %arg1: tensor<3x3x1x4xf32>) -> (tensor<1x5x5x4xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 4 : i64} : (tensor<1x7x7x4xf32>, tensor<3x3x1x4xf32>) -> tensor<1x5x5x4xf32>
    return %0 : tensor<1x5x5x4xf32>
  }
}
