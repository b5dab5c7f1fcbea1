module @jit__mlp_mse_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=4, "y"=2]> {stablehlo.mesh = {axes = [{name = "x", size = 4 : i64}, {name = "y", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg1: tensor<32x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg2: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"y"}]>}, %arg3: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}]>}, %arg4: tensor<32x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>}, %arg5: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}) -> (tensor<16x32xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"y"}]>}, tensor<32xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"y"}]>}, tensor<32x8xf32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>}, tensor<8xf32> {jax.result_info = "result[3]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<f32> {jax.result_info = "result[4]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %cst = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %cst_0 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.dot_general %arg0, %arg2, contracting_dims = [1] x [0] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %3 = stablehlo.add %0, %2 : tensor<32x32xf32>
    %4 = stablehlo.tanh %3 : tensor<32x32xf32>
    %5 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %6 = stablehlo.subtract %5, %4 : tensor<32x32xf32>
    %7 = stablehlo.dot_general %4, %arg4, contracting_dims = [1] x [0] : (tensor<32x32xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %8 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<32x8xf32>
    %10 = stablehlo.add %7, %9 : tensor<32x8xf32>
    %11 = stablehlo.subtract %10, %arg1 : tensor<32x8xf32>
    %12 = stablehlo.multiply %11, %11 : tensor<32x8xf32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %14 = stablehlo.multiply %13, %11 : tensor<32x8xf32>
    %15 = stablehlo.reduce(%12 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x8xf32>, tensor<f32>) -> tensor<f32>
    %16 = stablehlo.divide %15, %cst_0 : tensor<f32>
    %17 = stablehlo.divide %cst_3, %cst_0 : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %19 = stablehlo.multiply %18, %14 : tensor<32x8xf32>
    %20 = stablehlo.reduce(%19 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<32x8xf32>, tensor<f32>) -> tensor<8xf32>
    %21 = stablehlo.reshape %20 : (tensor<8xf32>) -> tensor<1x8xf32>
    %22 = stablehlo.reduce(%21 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %23 = stablehlo.dot_general %19, %4, contracting_dims = [0] x [0] : (tensor<32x8xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %24 = stablehlo.transpose %23, dims = [1, 0] : (tensor<8x32xf32>) -> tensor<32x8xf32>
    %25 = stablehlo.dot_general %19, %arg4, contracting_dims = [1] x [1] : (tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x32xf32>
    %26 = stablehlo.multiply %25, %6 : tensor<32x32xf32>
    %27 = stablehlo.multiply %26, %4 : tensor<32x32xf32>
    %28 = stablehlo.add %26, %27 : tensor<32x32xf32>
    %29 = stablehlo.reduce(%28 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %30 = stablehlo.reshape %29 : (tensor<32xf32>) -> tensor<1x32xf32>
    %31 = stablehlo.reduce(%30 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %32 = stablehlo.dot_general %28, %arg0, contracting_dims = [0] x [0] : (tensor<32x32xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %33 = stablehlo.transpose %32, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %34 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %35 = stablehlo.multiply %34, %33 : tensor<16x32xf32>
    %36 = stablehlo.subtract %arg2, %35 : tensor<16x32xf32>
    %37 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %38 = stablehlo.multiply %37, %31 : tensor<32xf32>
    %39 = stablehlo.subtract %arg3, %38 : tensor<32xf32>
    %40 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %41 = stablehlo.multiply %40, %24 : tensor<32x8xf32>
    %42 = stablehlo.subtract %arg4, %41 : tensor<32x8xf32>
    %43 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %44 = stablehlo.multiply %43, %22 : tensor<8xf32>
    %45 = stablehlo.subtract %arg5, %44 : tensor<8xf32>
    return %36, %39, %42, %45, %16 : tensor<16x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<f32>
  }
}
