module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<0x3xf32>, %arg1: tensor<2x3xf32>) -> (tensor<2x3xf32> {jax.result_info = "result[0]"}, tensor<3xf32> {jax.result_info = "result[1]"}, tensor<3xf32> {jax.result_info = "result[2]"}, tensor<0x3xf32> {jax.result_info = "result[3]"}, tensor<2x0xf32> {jax.result_info = "result[4]"}, tensor<3x3xf32> {jax.result_info = "result[5]"}) {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.concatenate %arg0, %arg1, dim = 0 : (tensor<0x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %1 = stablehlo.reduce(%arg0 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<0x3xf32>, tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.maximum across dimensions = [0] : (tensor<0x3xf32>, tensor<f32>) -> tensor<3xf32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %4 = stablehlo.maximum %3, %2 : tensor<3xf32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<0x3xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<0x3xf32>
    %7 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<0x3xf32>) -> tensor<3x0xf32>
    %8 = stablehlo.dot_general %arg1, %7, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x0xf32>) -> tensor<2x0xf32>
    %9 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<0x3xf32>) -> tensor<3x0xf32>
    %10 = stablehlo.dot_general %9, %arg0, contracting_dims = [1] x [0] : (tensor<3x0xf32>, tensor<0x3xf32>) -> tensor<3x3xf32>
    return %0, %1, %4, %6, %8, %10 : tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<0x3xf32>, tensor<2x0xf32>, tensor<3x3xf32>
  }
}
