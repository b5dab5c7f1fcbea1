module @jit_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<64x784xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg1: tensor<64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}, %arg2: tensor<784x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg4: tensor<128x10xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg5: tensor<10xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}) -> (tensor<784x128xf32> {jax.result_info = "result[0]"}, tensor<128xf32> {jax.result_info = "result[1]"}, tensor<128x10xf32> {jax.result_info = "result[2]"}, tensor<10xf32> {jax.result_info = "result[3]"}, tensor<f32> {jax.result_info = "result[4]"}) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.dot_general %arg0, %arg2, contracting_dims = [1] x [0] : (tensor<64x784xf32>, tensor<784x128xf32>) -> tensor<64x128xf32>
    %1 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<64x128xf32>
    %3 = stablehlo.add %0, %2 : tensor<64x128xf32>
    %4 = call @relu(%3) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %6 = stablehlo.compare GT, %3, %5, FLOAT : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xi1>
    %7 = stablehlo.dot_general %4, %arg4, contracting_dims = [1] x [0] : (tensor<64x128xf32>, tensor<128x10xf32>) -> tensor<64x10xf32>
    %8 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<64x10xf32>
    %10 = stablehlo.add %7, %9 : tensor<64x10xf32>
    %11:3 = call @log_softmax(%10) : (tensor<64x10xf32>) -> (tensor<64x10xf32>, tensor<64x10xf32>, tensor<64x1xf32>)
    %12 = call @_one_hot(%arg1) : (tensor<64xi32>) -> tensor<64x10xf32>
    %13 = stablehlo.multiply %12, %11#0 : tensor<64x10xf32>
    %14 = stablehlo.reduce(%13 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<64x10xf32>, tensor<f32>) -> tensor<64xf32>
    %15 = stablehlo.reduce(%14 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %16 = stablehlo.divide %15, %cst_1 : tensor<f32>
    %17 = stablehlo.negate %16 : tensor<f32>
    %18 = stablehlo.negate %cst_0 : tensor<f32>
    %19 = stablehlo.divide %18, %cst_1 : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<64xf32>) -> tensor<64x10xf32>
    %22 = stablehlo.multiply %12, %21 : tensor<64x10xf32>
    %23 = call @log_softmax_0(%11#1, %11#2, %22) : (tensor<64x10xf32>, tensor<64x1xf32>, tensor<64x10xf32>) -> tensor<64x10xf32>
    %24 = stablehlo.reduce(%23 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<64x10xf32>, tensor<f32>) -> tensor<10xf32>
    %25 = stablehlo.reshape %24 : (tensor<10xf32>) -> tensor<1x10xf32>
    %26 = stablehlo.reduce(%25 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<1x10xf32>, tensor<f32>) -> tensor<10xf32>
    %27 = stablehlo.dot_general %23, %4, contracting_dims = [0] x [0] : (tensor<64x10xf32>, tensor<64x128xf32>) -> tensor<10x128xf32>
    %28 = stablehlo.transpose %27, dims = [1, 0] : (tensor<10x128xf32>) -> tensor<128x10xf32>
    %29 = stablehlo.dot_general %23, %arg4, contracting_dims = [1] x [1] : (tensor<64x10xf32>, tensor<128x10xf32>) -> tensor<64x128xf32>
    %30 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %31 = stablehlo.select %6, %29, %30 : tensor<64x128xi1>, tensor<64x128xf32>
    %32 = stablehlo.reduce(%31 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %33 = stablehlo.reshape %32 : (tensor<128xf32>) -> tensor<1x128xf32>
    %34 = stablehlo.reduce(%33 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %35 = stablehlo.dot_general %31, %arg0, contracting_dims = [0] x [0] : (tensor<64x128xf32>, tensor<64x784xf32>) -> tensor<128x784xf32>
    %36 = stablehlo.transpose %35, dims = [1, 0] : (tensor<128x784xf32>) -> tensor<784x128xf32>
    %37 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<784x128xf32>
    %38 = stablehlo.multiply %37, %36 : tensor<784x128xf32>
    %39 = stablehlo.subtract %arg2, %38 : tensor<784x128xf32>
    %40 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %41 = stablehlo.multiply %40, %34 : tensor<128xf32>
    %42 = stablehlo.subtract %arg3, %41 : tensor<128xf32>
    %43 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x10xf32>
    %44 = stablehlo.multiply %43, %28 : tensor<128x10xf32>
    %45 = stablehlo.subtract %arg4, %44 : tensor<128x10xf32>
    %46 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %47 = stablehlo.multiply %46, %26 : tensor<10xf32>
    %48 = stablehlo.subtract %arg5, %47 : tensor<10xf32>
    return %39, %42, %45, %48, %17 : tensor<784x128xf32>, tensor<128xf32>, tensor<128x10xf32>, tensor<10xf32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<64x128xf32>) -> tensor<64x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<64x128xf32>
    return %1 : tensor<64x128xf32>
  }
  func.func private @log_softmax(%arg0: tensor<64x10xf32>) -> (tensor<64x10xf32>, tensor<64x10xf32>, tensor<64x1xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<64x10xf32>, tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<64xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x10xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<64x10xf32>
    %6 = stablehlo.exponential %5 : tensor<64x10xf32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<64x10xf32>, tensor<f32>) -> tensor<64xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %9 = stablehlo.log %8 : tensor<64x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x10xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<64x10xf32>
    return %11, %6, %8 : tensor<64x10xf32>, tensor<64x10xf32>, tensor<64x1xf32>
  }
  func.func private @_one_hot(%arg0: tensor<64xi32>) -> tensor<64x10xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<64xi32>) -> tensor<64x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<1x10xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<64x1xi32>) -> tensor<64x10xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x10xi32>) -> tensor<64x10xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<64x10xi32>, tensor<64x10xi32>) -> tensor<64x10xi1>
    %5 = stablehlo.convert %4 : (tensor<64x10xi1>) -> tensor<64x10xf32>
    return %5 : tensor<64x10xf32>
  }
  func.func private @log_softmax_0(%arg0: tensor<64x10xf32>, %arg1: tensor<64x1xf32>, %arg2: tensor<64x10xf32>) -> tensor<64x10xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.negate %arg2 : tensor<64x10xf32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<64x10xf32>, tensor<f32>) -> tensor<64xf32>
    %2 = stablehlo.reshape %1 : (tensor<64xf32>) -> tensor<64x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<64x1xf32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<64x1xf32>, tensor<f32>) -> tensor<64xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<64xf32>) -> tensor<64x10xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<64x10xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<64x10xf32>
    return %7 : tensor<64x10xf32>
  }
}
