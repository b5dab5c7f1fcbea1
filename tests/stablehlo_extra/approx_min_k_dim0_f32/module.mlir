module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func @top_k_lt_f32_comparator(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<i1> {
    %0 = stablehlo.compare LT, %arg0, %arg1 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %0 : tensor<i1>
  }
  func.func public @main(%arg0: tensor<4x16xf32>) -> (tensor<2x16xf32> {jax.result_info = "result[0]"}, tensor<2x16xi32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.iota dim = 0 : tensor<4x16xi32>
    %c = stablehlo.constant dense<-1> : tensor<i32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %1:2 = stablehlo.custom_call @ApproxTopK(%arg0, %0, %cst, %c) {backend_config = "", called_computations = [@top_k_lt_f32_comparator], mhlo.backend_config = {aggregate_to_topk = true, is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 0 : i64, reduction_input_size_override = -1 : i64, top_k = 2 : i64}} : (tensor<4x16xf32>, tensor<4x16xi32>, tensor<f32>, tensor<i32>) -> (tensor<2x16xf32>, tensor<2x16xi32>)
    return %1#0, %1#1 : tensor<2x16xf32>, tensor<2x16xi32>
  }
}
