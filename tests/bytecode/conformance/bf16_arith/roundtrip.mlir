module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x8xbf16>, %arg1: tensor<4x8xbf16>) -> (tensor<4x8xbf16> {jax.result_info = "result[0]"}, tensor<4x8xbf16> {jax.result_info = "result[1]"}, tensor<4xbf16> {jax.result_info = "result[2]"}, tensor<4x8xf32> {jax.result_info = "result[3]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.multiply %arg0, %arg1 : tensor<4x8xbf16>
    %1 = stablehlo.add %0, %arg0 : tensor<4x8xbf16>
    %2 = stablehlo.maximum %arg0, %arg1 : tensor<4x8xbf16>
    %3 = stablehlo.convert %arg0 : (tensor<4x8xbf16>) -> tensor<4x8xf32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %5 = stablehlo.convert %4 : (tensor<4xf32>) -> tensor<4xbf16>
    %6 = stablehlo.multiply %arg0, %arg1 : tensor<4x8xbf16>
    %7 = stablehlo.convert %6 : (tensor<4x8xbf16>) -> tensor<4x8xf32>
    return %1, %2, %5, %7 : tensor<4x8xbf16>, tensor<4x8xbf16>, tensor<4xbf16>, tensor<4x8xf32>
  }
}
