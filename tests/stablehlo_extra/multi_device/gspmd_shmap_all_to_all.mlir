module @jit_g attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x8xf32>) -> (tensor<2x32xf32> {jax.result_info = "result[0]"}, tensor<4x2x4xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "", mhlo.sharding = "{devices=[1,2,4]<=[4,2]T(1,0) last_tile_dim_replicate}"} : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<8x8xf32>) -> tensor<8x4xf32>
    %2:2 = call @shmap_body(%1) : (tensor<8x4xf32>) -> (tensor<2x16xf32>, tensor<4x2x4xf32>)
    %3 = stablehlo.custom_call @Sharding(%2#0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %4 = stablehlo.custom_call @SPMDShardToFullShape(%3) {backend_config = "", mhlo.sharding = "{devices=[1,2,4]<=[4,2]T(1,0) last_tile_dim_replicate}"} : (tensor<2x16xf32>) -> tensor<2x32xf32>
    %5 = stablehlo.custom_call @Sharding(%2#1) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<4x2x4xf32>) -> tensor<4x2x4xf32>
    %6 = stablehlo.custom_call @SPMDShardToFullShape(%5) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<4x2x4xf32>) -> tensor<4x2x4xf32>
    return %4, %6 : tensor<2x32xf32>, tensor<4x2x4xf32>
  }
  func.func private @shmap_body(%arg0: tensor<8x4xf32>) -> (tensor<2x16xf32> {jax.result_info = "[None, ('y',)]"}, tensor<4x2x4xf32> {jax.result_info = "[None, None, None]"}) {
    %0 = "stablehlo.all_to_all"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 1 : i64, replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<8x4xf32>) -> tensor<2x16xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<8x4xf32>) -> tensor<4x2x4xf32>
    %2 = "stablehlo.all_to_all"(%1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<4x2x4xf32>) -> tensor<4x2x4xf32>
    return %0, %2 : tensor<2x16xf32>, tensor<4x2x4xf32>
  }
}
