module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x5x6xf32>) -> (tensor<5x6xf32> {jax.result_info = "result[0]"}, tensor<4xf32> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}, tensor<4x1x6xf32> {jax.result_info = "result[3]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<4x5x6xf32>, tensor<f32>) -> tensor<5x6xf32>
    %1 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1, 2] : (tensor<4x5x6xf32>, tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x5x6xf32>, tensor<f32>) -> tensor<f32>
    %3 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4x5x6xf32>, tensor<f32>) -> tensor<4x6xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 2] : (tensor<4x6xf32>) -> tensor<4x1x6xf32>
    return %0, %1, %2, %4 : tensor<5x6xf32>, tensor<4xf32>, tensor<f32>, tensor<4x1x6xf32>
  }
}
