module @jit_fun attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<10xui64>, %arg1: tensor<i32>) -> (tensor<ui64> {jax.result_info = "result"}) {
    %0 = call @_take(%arg0, %arg1) : (tensor<10xui64>, tensor<i32>) -> tensor<ui64>
    return %0 : tensor<ui64>
  }
  func.func private @_take(%arg0: tensor<10xui64>, %arg1: tensor<i32>) -> tensor<ui64> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = call @_where(%0, %1, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_1 = stablehlo.constant dense<9> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %5 = stablehlo.compare GE, %3, %4, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %6 = stablehlo.compare LE, %3, %c_1, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %7 = stablehlo.and %5, %6 : tensor<1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %8 = stablehlo.reduce(%7 init: %c_3) applies stablehlo.and across dimensions = [0] : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %9 = "stablehlo.gather"(%arg0, %3) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<10xui64>, tensor<1xi32>) -> tensor<ui64>
    %c_4 = stablehlo.constant dense<18446744073709551615> : tensor<ui64>
    %10 = stablehlo.select %8, %9, %c_4 : tensor<i1>, tensor<ui64>
    return %10 : tensor<ui64>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
