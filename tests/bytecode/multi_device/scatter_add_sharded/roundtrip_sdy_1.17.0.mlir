module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<64x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg1: tensor<24xi32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<24x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> (tensor<64x8xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<64> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<24xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<24xi1>, tensor<24xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<24xi32>) -> tensor<24x1xi32>
    %6 = "stablehlo.scatter"(%arg0, %5, %arg2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %7 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %7 : tensor<f32>
    }) : (tensor<64x8xf32>, tensor<24x1xi32>, tensor<24x8xf32>) -> tensor<64x8xf32>
    return %6 : tensor<64x8xf32>
  }
}
