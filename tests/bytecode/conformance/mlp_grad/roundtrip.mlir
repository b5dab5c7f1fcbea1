module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x10xf32>, %arg1: tensor<10xf32>, %arg2: tensor<10x3xf32>, %arg3: tensor<3xf32>, %arg4: tensor<8x6xf32>, %arg5: tensor<8x3xf32>) -> (tensor<6x10xf32> {jax.result_info = "result[0]"}, tensor<10xf32> {jax.result_info = "result[1]"}, tensor<10x3xf32> {jax.result_info = "result[2]"}, tensor<3xf32> {jax.result_info = "result[3]"}) {
    %cst = stablehlo.constant dense<2.400000e+01> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.dot_general %arg4, %arg0, contracting_dims = [1] x [0] : (tensor<8x6xf32>, tensor<6x10xf32>) -> tensor<8x10xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<8x10xf32>
    %3 = stablehlo.add %0, %2 : tensor<8x10xf32>
    %4 = stablehlo.tanh %3 : tensor<8x10xf32>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x10xf32>
    %6 = stablehlo.subtract %5, %4 : tensor<8x10xf32>
    %7 = stablehlo.dot_general %4, %arg2, contracting_dims = [1] x [0] : (tensor<8x10xf32>, tensor<10x3xf32>) -> tensor<8x3xf32>
    %8 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<8x3xf32>
    %10 = stablehlo.add %7, %9 : tensor<8x3xf32>
    %11 = stablehlo.subtract %10, %arg5 : tensor<8x3xf32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x3xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<8x3xf32>
    %14 = stablehlo.divide %cst_2, %cst : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<8x3xf32>
    %16 = stablehlo.multiply %15, %13 : tensor<8x3xf32>
    %17 = stablehlo.reduce(%16 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<8x3xf32>, tensor<f32>) -> tensor<3xf32>
    %18 = stablehlo.reshape %17 : (tensor<3xf32>) -> tensor<1x3xf32>
    %19 = stablehlo.reduce(%18 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<1x3xf32>, tensor<f32>) -> tensor<3xf32>
    %20 = stablehlo.dot_general %16, %4, contracting_dims = [0] x [0] : (tensor<8x3xf32>, tensor<8x10xf32>) -> tensor<3x10xf32>
    %21 = stablehlo.transpose %20, dims = [1, 0] : (tensor<3x10xf32>) -> tensor<10x3xf32>
    %22 = stablehlo.dot_general %16, %arg2, contracting_dims = [1] x [1] : (tensor<8x3xf32>, tensor<10x3xf32>) -> tensor<8x10xf32>
    %23 = stablehlo.multiply %22, %6 : tensor<8x10xf32>
    %24 = stablehlo.multiply %23, %4 : tensor<8x10xf32>
    %25 = stablehlo.add %23, %24 : tensor<8x10xf32>
    %26 = stablehlo.reduce(%25 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<8x10xf32>, tensor<f32>) -> tensor<10xf32>
    %27 = stablehlo.reshape %26 : (tensor<10xf32>) -> tensor<1x10xf32>
    %28 = stablehlo.reduce(%27 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<1x10xf32>, tensor<f32>) -> tensor<10xf32>
    %29 = stablehlo.dot_general %25, %arg4, contracting_dims = [0] x [0] : (tensor<8x10xf32>, tensor<8x6xf32>) -> tensor<10x6xf32>
    %30 = stablehlo.transpose %29, dims = [1, 0] : (tensor<10x6xf32>) -> tensor<6x10xf32>
    return %30, %28, %21, %19 : tensor<6x10xf32>, tensor<10xf32>, tensor<10x3xf32>, tensor<3xf32>
  }
}
