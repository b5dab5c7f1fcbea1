module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xi32>) -> (tensor<3x4xi32> {jax.result_info = "result[0]"}, tensor<3x4xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %0 = stablehlo.iota dim = 0 : tensor<12xi32>
    %1 = stablehlo.reshape %0 : (tensor<12xi32>) -> tensor<3x4xi32>
    %2 = stablehlo.add %1, %arg0 : tensor<3x4xi32>
    %3 = stablehlo.iota dim = 1 : tensor<3x4xf32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<3x4xf32>
    return %2, %5 : tensor<3x4xi32>, tensor<3x4xf32>
  }
}
