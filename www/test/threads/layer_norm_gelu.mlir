module @jit_layer_norm_gelu attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x768xf32>, %arg1: tensor<768xf32>, %arg2: tensor<768xf32>) -> (tensor<512x768xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<512x768xf32>, tensor<f32>) -> tensor<512xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %cst_0 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<512x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x768xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<512x768xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<512x768xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<512x768xf32>, tensor<f32>) -> tensor<512xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %cst_2 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<512x1xf32>
    %11 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x768xf32>
    %12 = stablehlo.subtract %arg0, %11 : tensor<512x768xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %14 = stablehlo.add %10, %13 : tensor<512x1xf32>
    %15 = stablehlo.sqrt %14 : tensor<512x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x768xf32>
    %17 = stablehlo.divide %12, %16 : tensor<512x768xf32>
    %18 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<768xf32>) -> tensor<1x768xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<1x768xf32>) -> tensor<512x768xf32>
    %20 = stablehlo.multiply %17, %19 : tensor<512x768xf32>
    %21 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<768xf32>) -> tensor<1x768xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<1x768xf32>) -> tensor<512x768xf32>
    %23 = stablehlo.add %20, %22 : tensor<512x768xf32>
    %24 = stablehlo.multiply %23, %23 : tensor<512x768xf32>
    %25 = stablehlo.multiply %24, %23 : tensor<512x768xf32>
    %cst_4 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<512x768xf32>
    %27 = stablehlo.multiply %26, %25 : tensor<512x768xf32>
    %28 = stablehlo.add %23, %27 : tensor<512x768xf32>
    %cst_5 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<512x768xf32>
    %30 = stablehlo.multiply %29, %28 : tensor<512x768xf32>
    %31 = stablehlo.tanh %30 : tensor<512x768xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<512x768xf32>
    %33 = stablehlo.add %32, %31 : tensor<512x768xf32>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<512x768xf32>
    %35 = stablehlo.multiply %34, %33 : tensor<512x768xf32>
    %36 = stablehlo.multiply %23, %35 : tensor<512x768xf32>
    return %36 : tensor<512x768xf32>
  }
}
