module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x8xf16>, %arg1: tensor<4x8xf16>) -> (tensor<4x8xf16> {jax.result_info = "result[0]"}, tensor<4x8xf16> {jax.result_info = "result[1]"}, tensor<4x8xf16> {jax.result_info = "result[2]"}, tensor<4xf16> {jax.result_info = "result[3]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.multiply %arg0, %arg1 : tensor<4x8xf16>
    %1 = stablehlo.add %0, %arg0 : tensor<4x8xf16>
    %2 = stablehlo.divide %arg0, %arg1 : tensor<4x8xf16>
    %3 = stablehlo.exponential %arg0 : tensor<4x8xf16>
    %4 = stablehlo.convert %arg0 : (tensor<4x8xf16>) -> tensor<4x8xf32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %6 = stablehlo.convert %5 : (tensor<4xf32>) -> tensor<4xf16>
    return %1, %2, %3, %6 : tensor<4x8xf16>, tensor<4x8xf16>, tensor<4x8xf16>, tensor<4xf16>
  }
}
