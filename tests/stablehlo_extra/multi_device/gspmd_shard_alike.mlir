module @jit_f attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x8xf32> {mhlo.sharding = "{devices=[4,1,2]<=[8] last_tile_dim_replicate}"}, %arg1: tensor<8x8xf32>) -> (tensor<8x8xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<8x8xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x8xf32>
    %4 = stablehlo.custom_call @Sharding(%1) {backend_config = "", has_side_effect = true, mhlo.sharding = "{unknown shard_as 1}"} : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %5 = stablehlo.custom_call @Sharding(%3) {backend_config = "", has_side_effect = true, mhlo.sharding = "{unknown shard_as 1}"} : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %6 = stablehlo.add %4, %5 : tensor<8x8xf32>
    return %6 : tensor<8x8xf32>
  }
}
