module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf32>, %arg1: tensor<6x3xf32>) -> (tensor<3xf32> {jax.result_info = "result[0]"}, tensor<6x3xf32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<6> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6x3xf32>
    %1:4 = stablehlo.while(%iterArg = %arg1, %iterArg_2 = %c_1, %iterArg_3 = %arg0, %iterArg_4 = %0) : tensor<6x3xf32>, tensor<i32>, tensor<3xf32>, tensor<6x3xf32>
    cond {
      %2 = stablehlo.compare LT, %iterArg_2, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %2 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_2) : (tensor<6x3xf32>, tensor<i32>) -> tensor<3xf32>
      %3:2 = func.call @closed_call(%iterArg_3, %2) : (tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>)
      %4 = func.call @dynamic_update_index_in_dim(%iterArg_4, %3#1, %iterArg_2) : (tensor<6x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<6x3xf32>
      %5 = stablehlo.add %iterArg_2, %c : tensor<i32>
      stablehlo.return %iterArg, %5, %3#0, %4 : tensor<6x3xf32>, tensor<i32>, tensor<3xf32>, tensor<6x3xf32>
    }
    return %1#2, %1#3 : tensor<3xf32>, tensor<6x3xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<6x3xf32>, %arg1: tensor<i32>) -> tensor<3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 3] : (tensor<6x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3xf32>) -> tensor<3xf32>
    return %1 : tensor<3xf32>
  }
  func.func private @closed_call(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<3xf32>
    %2 = stablehlo.add %1, %arg1 : tensor<3xf32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<3xf32>
    return %2, %4 : tensor<3xf32>, tensor<3xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<6x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<i32>) -> tensor<6x3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<6x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<6x3xf32>
    return %1 : tensor<6x3xf32>
  }
}
