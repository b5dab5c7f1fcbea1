module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x5xf64>, %arg1: tensor<3x5xf64>) -> (tensor<3x5xf64> {jax.result_info = "result[0]"}, tensor<3x5xf64> {jax.result_info = "result[1]"}, tensor<3x5xi1> {jax.result_info = "result[2]"}, tensor<3x5xf64> {jax.result_info = "result[3]"}) {
    %0 = chlo.erf %arg0 : tensor<3x5xf64> -> tensor<3x5xf64>
    %1 = chlo.square %arg1 : tensor<3x5xf64> -> tensor<3x5xf64>
    %2 = stablehlo.divide %arg1, %arg0 : tensor<3x5xf64>
    %3 = call @isinf(%2) : (tensor<3x5xf64>) -> tensor<3x5xi1>
    %4 = stablehlo.tan %arg0 : tensor<3x5xf64>
    return %0, %1, %3, %4 : tensor<3x5xf64>, tensor<3x5xf64>, tensor<3x5xi1>, tensor<3x5xf64>
  }
  func.func private @isinf(%arg0: tensor<3x5xf64>) -> tensor<3x5xi1> {
    %0 = stablehlo.abs %arg0 : tensor<3x5xf64>
    %cst = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3x5xf64>
    %2 = stablehlo.compare EQ, %0, %1, FLOAT : (tensor<3x5xf64>, tensor<3x5xf64>) -> tensor<3x5xi1>
    return %2 : tensor<3x5xi1>
  }
}
