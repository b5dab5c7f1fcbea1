module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<40x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}, %arg2: tensor<32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> (tensor<32x16xf32> {jax.result_info = "result[0]"}, tensor<32xf32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<16> : tensor<i32>
    %c_0 = stablehlo.constant dense<40> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_take(%arg0, %arg1) : (tensor<40x16xf32>, tensor<32xi32>) -> tensor<32x16xf32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %2 = stablehlo.compare LT, %arg1, %1, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %4 = stablehlo.add %arg1, %3 : tensor<32xi32>
    %5 = stablehlo.select %2, %4, %arg1 : tensor<32xi1>, tensor<32xi32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %7 = stablehlo.compare LT, %arg2, %6, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %9 = stablehlo.add %arg2, %8 : tensor<32xi32>
    %10 = stablehlo.select %7, %9, %arg2 : tensor<32xi1>, tensor<32xi32>
    %11 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %13 = stablehlo.concatenate %11, %12, dim = 1 : (tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x2xi32>
    %14 = "stablehlo.gather"(%arg0, %13) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<40x16xf32>, tensor<32x2xi32>) -> tensor<32xf32>
    return %0, %14 : tensor<32x16xf32>, tensor<32xf32>
  }
  func.func private @_take(%arg0: tensor<40x16xf32>, %arg1: tensor<32xi32>) -> tensor<32x16xf32> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %c_0 = stablehlo.constant dense<39> : tensor<1xi32>
    %c_1 = stablehlo.constant dense<40> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %2 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<32xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<32xi1>, tensor<32xi32>, tensor<32xi32>) -> tensor<32xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<32x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<32x1xi1>
    %12 = stablehlo.reduce(%11 init: %c) applies stablehlo.and across dimensions = [1] : (tensor<32x1xi1>, tensor<i1>) -> tensor<32xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 16>}> : (tensor<40x16xf32>, tensor<32x1xi32>) -> tensor<32x16xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<32xi1>) -> tensor<32x16xi1>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<32x16xi1>, tensor<32x16xf32>
    return %16 : tensor<32x16xf32>
  }
  func.func private @_where(%arg0: tensor<32xi1>, %arg1: tensor<32xi32>, %arg2: tensor<32xi32>) -> tensor<32xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<32xi1>, tensor<32xi32>
    return %0 : tensor<32xi32>
  }
}
