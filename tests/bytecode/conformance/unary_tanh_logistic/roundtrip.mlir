module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x7xf32>) -> (tensor<5x7xf32> {jax.result_info = "result[0]"}, tensor<5x7xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.tanh %arg0 : tensor<5x7xf32>
    %1 = stablehlo.negate %arg0 : tensor<5x7xf32>
    %2 = stablehlo.exponential %1 : tensor<5x7xf32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x7xf32>
    %4 = stablehlo.add %3, %2 : tensor<5x7xf32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x7xf32>
    %6 = stablehlo.divide %5, %4 : tensor<5x7xf32>
    return %0, %6 : tensor<5x7xf32>, tensor<5x7xf32>
  }
}
