module @jit_predict attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32x10xf32>, %arg3: tensor<10xf32>, %arg4: tensor<1x64xf32>) -> (tensor<1x10xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg4, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64xf32>, tensor<64x32xf32>) -> tensor<1x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %2 = stablehlo.add %0, %1 : tensor<1x32xf32>
    %3 = call @relu(%2) : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %4 = stablehlo.dot_general %3, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<32x10xf32>) -> tensor<1x10xf32>
    %5 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %6 = stablehlo.add %4, %5 : tensor<1x10xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<1x10xf32>, tensor<f32>) -> tensor<1xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %9 = stablehlo.maximum %8, %7 : tensor<1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x10xf32>
    %12 = stablehlo.subtract %6, %11 : tensor<1x10xf32>
    %13 = stablehlo.exponential %12 : tensor<1x10xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%13 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<1x10xf32>, tensor<f32>) -> tensor<1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x10xf32>
    %17 = stablehlo.divide %13, %16 : tensor<1x10xf32>
    return %17 : tensor<1x10xf32>
  }
  func.func private @relu(%arg0: tensor<1x32xf32>) -> tensor<1x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x32xf32>
    return %1 : tensor<1x32xf32>
  }
}
