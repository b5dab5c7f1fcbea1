module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x6xf32>, %arg1: tensor<4x6xf32>, %arg2: tensor<4x6xi32>) -> (tensor<4xf32> {jax.result_info = "result[0]"}, tensor<6xf32> {jax.result_info = "result[1]"}, tensor<4xf32> {jax.result_info = "result[2]"}, tensor<6xi32> {jax.result_info = "result[3]"}, tensor<4xi32> {jax.result_info = "result[4]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst_2) applies stablehlo.maximum across dimensions = [1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
    %1 = stablehlo.reduce(%arg0 init: %cst_1) applies stablehlo.minimum across dimensions = [0] : (tensor<4x6xf32>, tensor<f32>) -> tensor<6xf32>
    %2 = stablehlo.reduce(%arg1 init: %cst) applies stablehlo.multiply across dimensions = [1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
    %3 = stablehlo.reduce(%arg2 init: %c_0) applies stablehlo.maximum across dimensions = [0] : (tensor<4x6xi32>, tensor<i32>) -> tensor<6xi32>
    %4 = stablehlo.reduce(%arg2 init: %c) applies stablehlo.add across dimensions = [1] : (tensor<4x6xi32>, tensor<i32>) -> tensor<4xi32>
    return %0, %1, %2, %3, %4 : tensor<4xf32>, tensor<6xf32>, tensor<4xf32>, tensor<6xi32>, tensor<4xi32>
  }
}
