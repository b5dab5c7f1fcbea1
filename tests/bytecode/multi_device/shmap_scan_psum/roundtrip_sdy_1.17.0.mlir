module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<8x5x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}, {}]>}) -> (tensor<8x4xf32> {jax.result_info = "result[0]"}, tensor<8x5x4xf32> {jax.result_info = "result[1]"}) {
    %0:2 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}, {}, {}]>] out_shardings=[<@mesh, [{"x"}, {}]>, <@mesh, [{"x"}, {}, {}]>] manual_axes={"x"} (%arg1: tensor<1x5x4xf32>) {
      %c = stablehlo.constant dense<1> : tensor<i32>
      %c_0 = stablehlo.constant dense<5> : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %2 = stablehlo.reshape %arg1 : (tensor<1x5x4xf32>) -> tensor<5x4xf32>
      %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x4xf32>
      %4:4 = stablehlo.while(%iterArg = %2, %iterArg_2 = %c_1, %iterArg_3 = %1, %iterArg_4 = %3) : tensor<5x4xf32>, tensor<i32>, tensor<4xf32>, tensor<5x4xf32>
      cond {
        %7 = stablehlo.compare LT, %iterArg_2, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %7 : tensor<i1>
      } do {
        %7 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_2) : (tensor<5x4xf32>, tensor<i32>) -> tensor<4xf32>
        %8:2 = func.call @closed_call(%iterArg_3, %7) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
        %9 = func.call @dynamic_update_index_in_dim(%iterArg_4, %8#1, %iterArg_2) : (tensor<5x4xf32>, tensor<4xf32>, tensor<i32>) -> tensor<5x4xf32>
        %10 = stablehlo.add %iterArg_2, %c : tensor<i32>
        stablehlo.return %iterArg, %10, %8#0, %9 : tensor<5x4xf32>, tensor<i32>, tensor<4xf32>, tensor<5x4xf32>
      }
      %5 = stablehlo.broadcast_in_dim %4#2, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
      %6 = stablehlo.broadcast_in_dim %4#3, dims = [1, 2] : (tensor<5x4xf32>) -> tensor<1x5x4xf32>
      sdy.return %5, %6 : tensor<1x4xf32>, tensor<1x5x4xf32>
    } : (tensor<8x5x4xf32>) -> (tensor<8x4xf32>, tensor<8x5x4xf32>)
    return %0#0, %0#1 : tensor<8x4xf32>, tensor<8x5x4xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<5x4xf32>, %arg1: tensor<i32>) -> tensor<4xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 4] : (tensor<5x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x4xf32>) -> tensor<4xf32>
    return %1 : tensor<4xf32>
  }
  func.func private @closed_call(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<4xf32>
    %2 = "stablehlo.all_reduce"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %4 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %4 : tensor<f32>
    }) : (tensor<4xf32>) -> tensor<4xf32>
    %3 = stablehlo.add %1, %2 : tensor<4xf32>
    return %3, %3 : tensor<4xf32>, tensor<4xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<5x4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<i32>) -> tensor<5x4xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<5x4xf32>, tensor<1x4xf32>, tensor<i32>, tensor<i32>) -> tensor<5x4xf32>
    return %1 : tensor<5x4xf32>
  }
}
