module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x6xf32>, %arg1: tensor<6x3xf32>) -> (tensor<5x6xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<5x6xf32>, tensor<6x3xf32>) -> tensor<5x3xf32>
    %1 = stablehlo.tanh %0 : tensor<5x3xf32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<5x3xf32>, tensor<f32>) -> tensor<5xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x6xf32>
    %5 = stablehlo.multiply %4, %arg0 : tensor<5x6xf32>
    return %5 : tensor<5x6xf32>
  }
}
