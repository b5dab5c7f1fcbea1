module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf32>, %arg1: tensor<i32>) -> (tensor<3xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %1:4 = stablehlo.while(%iterArg = %arg0, %iterArg_1 = %c_0, %iterArg_2 = %arg1, %iterArg_3 = %0) : tensor<3xf32>, tensor<i32>, tensor<i32>, tensor<3xf32>
    cond {
      %2 = stablehlo.compare LT, %iterArg_1, %iterArg_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %2 = stablehlo.add %iterArg_1, %c : tensor<i32>
      %3 = stablehlo.multiply %iterArg_3, %iterArg : tensor<3xf32>
      %4 = stablehlo.convert %iterArg_1 : (tensor<i32>) -> tensor<f32>
      %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %6 = stablehlo.add %3, %5 : tensor<3xf32>
      stablehlo.return %iterArg, %2, %iterArg_2, %6 : tensor<3xf32>, tensor<i32>, tensor<i32>, tensor<3xf32>
    }
    return %1#3 : tensor<3xf32>
  }
}
