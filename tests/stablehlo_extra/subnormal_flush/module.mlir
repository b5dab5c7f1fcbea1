module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32>, %arg1: tensor<8xf64>, %arg2: tensor<6xf32>) -> (tensor<8xf32> {jax.result_info = "result[0]"}, tensor<8xf32> {jax.result_info = "result[1]"}, tensor<8xf32> {jax.result_info = "result[2]"}, tensor<f32> {jax.result_info = "result[3]"}, tensor<6xf32> {jax.result_info = "result[4]"}, tensor<6xf32> {jax.result_info = "result[5]"}, tensor<f32> {jax.result_info = "result[6]"}, tensor<8xf64> {jax.result_info = "result[7]"}, tensor<8xf64> {jax.result_info = "result[8]"}, tensor<8xf64> {jax.result_info = "result[9]"}, tensor<8xf32> {jax.result_info = "result[10]"}, tensor<8xf32> {jax.result_info = "result[11]"}) {
    %cst = stablehlo.constant dense<9.99999968E-21> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<8xf32>
    %2 = stablehlo.abs %arg0 : tensor<8xf32>
    %3 = stablehlo.sqrt %2 : tensor<8xf32>
    %cst_0 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %5 = stablehlo.multiply %arg0, %4 : tensor<8xf32>
    %6 = stablehlo.slice %arg0 [1:4] : (tensor<8xf32>) -> tensor<3xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<3xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %10 = stablehlo.reduce(%arg2 init: %cst_3) applies stablehlo.maximum across dimensions = [0] : (tensor<6xf32>, tensor<f32>) -> tensor<f32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %11 = stablehlo.maximum %cst_4, %10 : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<1xf32>) -> tensor<6xf32>
    %14 = stablehlo.subtract %arg2, %13 : tensor<6xf32>
    %15 = stablehlo.exponential %14 : tensor<6xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%15 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<6xf32>, tensor<f32>) -> tensor<f32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0] : (tensor<1xf32>) -> tensor<6xf32>
    %19 = stablehlo.divide %15, %18 : tensor<6xf32>
    %20 = stablehlo.exponential %arg2 : tensor<6xf32>
    %21 = stablehlo.reverse %arg0, dims = [0] : tensor<8xf32>
    %22 = stablehlo.dot_general %arg0, %21, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8xf32>, tensor<8xf32>) -> tensor<f32>
    %cst_6 = stablehlo.constant dense<9.9999999999999999E-161> : tensor<f64>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<8xf64>
    %24 = stablehlo.multiply %arg1, %23 : tensor<8xf64>
    %25 = stablehlo.abs %arg1 : tensor<8xf64>
    %26 = stablehlo.sqrt %25 : tensor<8xf64>
    %cst_7 = stablehlo.constant dense<3.000000e+00> : tensor<f64>
    %27 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<8xf64>
    %28 = stablehlo.multiply %arg1, %27 : tensor<8xf64>
    %cst_8 = stablehlo.constant dense<1.000000e-10> : tensor<f64>
    %29 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<8xf64>
    %30 = stablehlo.multiply %arg1, %29 : tensor<8xf64>
    %31 = stablehlo.convert %30 : (tensor<8xf64>) -> tensor<8xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+30> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %33 = stablehlo.divide %arg0, %32 : tensor<8xf32>
    return %1, %3, %5, %9, %19, %20, %22, %24, %26, %28, %31, %33 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<f32>, tensor<6xf32>, tensor<6xf32>, tensor<f32>, tensor<8xf64>, tensor<8xf64>, tensor<8xf64>, tensor<8xf32>, tensor<8xf32>
  }
}
