module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x5xf16>, %arg1: tensor<3x5xf16>) -> (tensor<3x5xf16> {jax.result_info = "result[0]"}, tensor<3x5xf16> {jax.result_info = "result[1]"}, tensor<3x5xf16> {jax.result_info = "result[2]"}, tensor<3x5xf16> {jax.result_info = "result[3]"}) {
    %0 = chlo.asin %arg0 : tensor<3x5xf16> -> tensor<3x5xf16>
    %1 = chlo.acos %arg0 : tensor<3x5xf16> -> tensor<3x5xf16>
    %2 = chlo.atan %arg1 : tensor<3x5xf16> -> tensor<3x5xf16>
    %3 = chlo.atanh %arg0 : tensor<3x5xf16> -> tensor<3x5xf16>
    return %0, %1, %2, %3 : tensor<3x5xf16>, tensor<3x5xf16>, tensor<3x5xf16>, tensor<3x5xf16>
  }
}
