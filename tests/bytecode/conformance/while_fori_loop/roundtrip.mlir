module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<i32>) -> (tensor<4xf32> {jax.result_info = "result[0]"}, tensor<4xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_2 = stablehlo.constant dense<10> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %0:3 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_3, %iterArg_5 = %arg0) : tensor<i32>, tensor<i32>, tensor<4xf32>
    cond {
      %2 = stablehlo.compare LT, %iterArg, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %2:2 = func.call @closed_call(%iterArg_4, %iterArg_5) : (tensor<i32>, tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>)
      %3 = stablehlo.add %iterArg, %c : tensor<i32>
      stablehlo.return %3, %2#0, %2#1 : tensor<i32>, tensor<i32>, tensor<4xf32>
    }
    %1:3 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %arg1, %iterArg_5 = %arg0) : tensor<i32>, tensor<i32>, tensor<4xf32>
    cond {
      %2 = stablehlo.compare LT, %iterArg, %iterArg_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %2 = stablehlo.add %iterArg, %c : tensor<i32>
      %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %4 = stablehlo.multiply %iterArg_5, %3 : tensor<4xf32>
      %5 = stablehlo.sine %iterArg_5 : tensor<4xf32>
      %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %7 = stablehlo.multiply %5, %6 : tensor<4xf32>
      %8 = stablehlo.add %4, %7 : tensor<4xf32>
      %9 = stablehlo.convert %iterArg : (tensor<i32>) -> tensor<f32>
      %10 = stablehlo.multiply %9, %cst : tensor<f32>
      %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %12 = stablehlo.add %8, %11 : tensor<4xf32>
      stablehlo.return %2, %iterArg_4, %12 : tensor<i32>, tensor<i32>, tensor<4xf32>
    }
    return %0#2, %1#2 : tensor<4xf32>, tensor<4xf32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>) {
    %cst = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.multiply %arg1, %1 : tensor<4xf32>
    %3 = stablehlo.sine %arg1 : tensor<4xf32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<4xf32>
    %6 = stablehlo.add %2, %5 : tensor<4xf32>
    %7 = stablehlo.convert %arg0 : (tensor<i32>) -> tensor<f32>
    %8 = stablehlo.multiply %7, %cst : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %10 = stablehlo.add %6, %9 : tensor<4xf32>
    return %0, %10 : tensor<i32>, tensor<4xf32>
  }
}
