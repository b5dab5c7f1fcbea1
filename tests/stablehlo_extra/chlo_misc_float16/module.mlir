module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x5xf16>, %arg1: tensor<3x5xf16>) -> (tensor<3x5xf16> {jax.result_info = "result[0]"}, tensor<3x5xf16> {jax.result_info = "result[1]"}, tensor<3x5xi1> {jax.result_info = "result[2]"}, tensor<3x5xf16> {jax.result_info = "result[3]"}) {
    %0 = chlo.erf %arg0 : tensor<3x5xf16> -> tensor<3x5xf16>
    %1 = chlo.square %arg1 : tensor<3x5xf16> -> tensor<3x5xf16>
    %2 = stablehlo.divide %arg1, %arg0 : tensor<3x5xf16>
    %3 = call @isinf(%2) : (tensor<3x5xf16>) -> tensor<3x5xi1>
    %4 = stablehlo.tan %arg0 : tensor<3x5xf16>
    return %0, %1, %3, %4 : tensor<3x5xf16>, tensor<3x5xf16>, tensor<3x5xi1>, tensor<3x5xf16>
  }
  func.func private @isinf(%arg0: tensor<3x5xf16>) -> tensor<3x5xi1> {
    %0 = stablehlo.abs %arg0 : tensor<3x5xf16>
    %cst = stablehlo.constant dense<0x7C00> : tensor<f16>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f16>) -> tensor<3x5xf16>
    %2 = stablehlo.compare EQ, %0, %1, FLOAT : (tensor<3x5xf16>, tensor<3x5xf16>) -> tensor<3x5xi1>
    return %2 : tensor<3x5xi1>
  }
}
