module @jit_g attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=4, "y"=2]> {stablehlo.mesh = {axes = [{name = "x", size = 4 : i64}, {name = "y", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32>) -> (tensor<8x8xf32> {jax.result_info = "result[0]"}, tensor<8x8xf32> {jax.result_info = "result[1]"}, tensor<8x4xf32> {jax.result_info = "result[2]"}, tensor<2x8xi32> {jax.result_info = "result[3]"}) {
    %0:4 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{"x"}, {"y"}]>, <@mesh, [{"x"}, {"y"}]>] out_shardings=[<@mesh, [{"x"}, {"y"}]>, <@mesh, [{}, {"y"}]>, <@mesh, [{"x"}, {"y"}]>, <@mesh, [{}, {"y"}]>] manual_axes={"x", "y"} (%arg2: tensor<2x4xf32>, %arg3: tensor<2x4xf32>) {
      %1 = "stablehlo.all_reduce"(%arg2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %10 = stablehlo.add %arg4, %arg5 : tensor<f32>
        stablehlo.return %10 : tensor<f32>
      }) : (tensor<2x4xf32>) -> tensor<2x4xf32>
      %2 = "stablehlo.all_gather"(%arg3) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>, use_global_device_ids}> : (tensor<2x4xf32>) -> tensor<8x4xf32>
      %3 = "stablehlo.collective_permute"(%arg2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 2], [2, 4], [4, 6], [6, 0], [1, 3], [3, 5], [5, 7], [7, 1]]> : tensor<8x2xi64>}> : (tensor<2x4xf32>) -> tensor<2x4xf32>
      %4 = "stablehlo.reduce_scatter"(%arg3) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, scatter_dimension = 1 : i64, use_global_device_ids}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %10 = stablehlo.add %arg4, %arg5 : tensor<f32>
        stablehlo.return %10 : tensor<f32>
      }) : (tensor<2x4xf32>) -> tensor<2x2xf32>
      %5 = "stablehlo.all_reduce"(%arg2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %10 = stablehlo.maximum %arg4, %arg5 : tensor<f32>
        stablehlo.return %10 : tensor<f32>
      }) : (tensor<2x4xf32>) -> tensor<2x4xf32>
      %6 = stablehlo.convert %arg3 : (tensor<2x4xf32>) -> tensor<2x4xi32>
      %7 = "stablehlo.all_reduce"(%6) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg4: tensor<i32>, %arg5: tensor<i32>):
        %10 = stablehlo.minimum %arg4, %arg5 : tensor<i32>
        stablehlo.return %10 : tensor<i32>
      }) : (tensor<2x4xi32>) -> tensor<2x4xi32>
      %8 = stablehlo.add %1, %3 : tensor<2x4xf32>
      %9 = stablehlo.add %8, %5 : tensor<2x4xf32>
      sdy.return %9, %2, %4, %7 : tensor<2x4xf32>, tensor<8x4xf32>, tensor<2x2xf32>, tensor<2x4xi32>
    } : (tensor<8x8xf32>, tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x4xf32>, tensor<2x8xi32>)
    return %0#0, %0#1, %0#2, %0#3 : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x4xf32>, tensor<2x8xi32>
  }
}
