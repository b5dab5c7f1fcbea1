module @jit__fun attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x3xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> (tensor<8x3xf32> {jax.result_info = "result[0]", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<8x8x3xf32> {jax.result_info = "result[1]", mhlo.sharding = "{devices=[8,1,1]<=[8]}"}, tensor<8xi32> {jax.result_info = "result[2]", mhlo.sharding = "{devices=[8]<=[8]}"}) {
    %0 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<8x3xf32>) -> tensor<8x3xf32>
    %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<8x3xf32>) -> tensor<1x3xf32>
    %2:3 = call @shmap_body(%1) : (tensor<1x3xf32>) -> (tensor<1x3xf32>, tensor<1x8x3xf32>, tensor<1xi32>)
    %3 = stablehlo.custom_call @Sharding(%2#0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<1x3xf32>) -> tensor<1x3xf32>
    %4 = stablehlo.custom_call @SPMDShardToFullShape(%3) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<1x3xf32>) -> tensor<8x3xf32>
    %5 = stablehlo.custom_call @Sharding(%2#1) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<1x8x3xf32>) -> tensor<1x8x3xf32>
    %6 = stablehlo.custom_call @SPMDShardToFullShape(%5) {backend_config = "", mhlo.sharding = "{devices=[8,1,1]<=[8]}"} : (tensor<1x8x3xf32>) -> tensor<8x8x3xf32>
    %7 = stablehlo.custom_call @Sharding(%2#2) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<1xi32>) -> tensor<1xi32>
    %8 = stablehlo.custom_call @SPMDShardToFullShape(%7) {backend_config = "", mhlo.sharding = "{devices=[8]<=[8]}"} : (tensor<1xi32>) -> tensor<8xi32>
    return %4, %6, %8 : tensor<8x3xf32>, tensor<8x8x3xf32>, tensor<8xi32>
  }
  func.func private @shmap_body(%arg0: tensor<1x3xf32>) -> (tensor<1x3xf32> {jax.result_info = "[('i',), None]"}, tensor<1x8x3xf32> {jax.result_info = "[('i',), None, None]"}, tensor<1xi32> {jax.result_info = "[('i',)]"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<1x3xf32>) -> tensor<3xf32>
    %1 = "stablehlo.all_reduce"(%0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %11 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %11 : tensor<f32>
    }) : (tensor<3xf32>) -> tensor<3xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %3 = "stablehlo.all_gather"(%2) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> : (tensor<1x3xf32>) -> tensor<8x3xf32>
    %c = stablehlo.constant dense<1> : tensor<ui32>
    %c_0 = stablehlo.constant dense<8> : tensor<ui32>
    %4 = stablehlo.partition_id : tensor<ui32>
    %5 = stablehlo.divide %4, %c : tensor<ui32>
    %6 = stablehlo.remainder %5, %c_0 : tensor<ui32>
    %7 = stablehlo.convert %6 : (tensor<ui32>) -> tensor<i32>
    %8 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %9 = stablehlo.broadcast_in_dim %3, dims = [1, 2] : (tensor<8x3xf32>) -> tensor<1x8x3xf32>
    %10 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i32>) -> tensor<1xi32>
    return %8, %9, %10 : tensor<1x3xf32>, tensor<1x8x3xf32>, tensor<1xi32>
  }
}
