module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x4xf16>, %arg1: tensor<4x3xf16>, %arg2: tensor<2x4xf16>) -> (tensor<4x3xf16> {jax.result_info = "result[0]"}, tensor<2x4xf16> {jax.result_info = "result[1]"}) {
    %0 = "stablehlo.triangular_solve"(%arg0, %arg1) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<4x4xf16>, tensor<4x3xf16>) -> tensor<4x3xf16>
    %1 = "stablehlo.triangular_solve"(%arg0, %arg2) <{left_side = false, lower = true, transpose_a = #stablehlo<transpose TRANSPOSE>, unit_diagonal = false}> : (tensor<4x4xf16>, tensor<2x4xf16>) -> tensor<2x4xf16>
    return %0, %1 : tensor<4x3xf16>, tensor<2x4xf16>
  }
}
