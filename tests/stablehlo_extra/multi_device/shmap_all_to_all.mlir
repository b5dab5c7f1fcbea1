module @jit_g attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=4, "y"=2]> {stablehlo.mesh = {axes = [{name = "x", size = 4 : i64}, {name = "y", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x8xf32>) -> (tensor<2x32xf32> {jax.result_info = "result[0]"}, tensor<4x2x4xf32> {jax.result_info = "result[1]"}) {
    %0:2 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{}, {"y"}]>] out_shardings=[<@mesh, [{}, {"y"}]>, <@mesh, [{}, {}, {}]>] manual_axes={"x", "y"} (%arg1: tensor<8x4xf32>) {
      %1 = "stablehlo.all_to_all"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 1 : i64, replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<8x4xf32>) -> tensor<2x16xf32>
      %2 = stablehlo.reshape %arg1 : (tensor<8x4xf32>) -> tensor<4x2x4xf32>
      %3 = "stablehlo.all_to_all"(%2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<4x2x4xf32>) -> tensor<4x2x4xf32>
      sdy.return %1, %3 : tensor<2x16xf32>, tensor<4x2x4xf32>
    } : (tensor<8x8xf32>) -> (tensor<2x32xf32>, tensor<4x2x4xf32>)
    return %0#0, %0#1 : tensor<2x32xf32>, tensor<4x2x4xf32>
  }
}
