module @jit_f attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<32x16xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg1: tensor<32x16xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<32x16xi32> {jax.result_info = "result[0]"}, tensor<32x16xi32> {jax.result_info = "result[1]"}, tensor<16xi32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %c_1 = stablehlo.constant dense<5> : tensor<i32>
    %c_2 = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.multiply %arg0, %arg1 : tensor<32x16xi32>
    %1 = call @floor_divide(%arg0, %c_2) : (tensor<32x16xi32>, tensor<i32>) -> tensor<32x16xi32>
    %2 = stablehlo.add %0, %1 : tensor<32x16xi32>
    %3 = call @remainder(%arg1, %c_1) : (tensor<32x16xi32>, tensor<i32>) -> tensor<32x16xi32>
    %4 = stablehlo.subtract %2, %3 : tensor<32x16xi32>
    %5 = stablehlo.maximum %arg0, %arg1 : tensor<32x16xi32>
    %6 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32x16xi32>
    %7 = stablehlo.shift_left %arg0, %6 : tensor<32x16xi32>
    %8 = stablehlo.xor %5, %7 : tensor<32x16xi32>
    %9 = stablehlo.multiply %arg0, %arg1 : tensor<32x16xi32>
    %10 = stablehlo.reduce(%9 init: %c) applies stablehlo.add across dimensions = [0] : (tensor<32x16xi32>, tensor<i32>) -> tensor<16xi32>
    return %4, %8, %10 : tensor<32x16xi32>, tensor<32x16xi32>, tensor<16xi32>
  }
  func.func private @floor_divide(%arg0: tensor<32x16xi32>, %arg1: tensor<i32>) -> tensor<32x16xi32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<32x16xi32>
    %2 = stablehlo.divide %arg0, %1 : tensor<32x16xi32>
    %3 = stablehlo.sign %arg0 : tensor<32x16xi32>
    %4 = stablehlo.sign %0 : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<32x16xi32>
    %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<32x16xi32>, tensor<32x16xi32>) -> tensor<32x16xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<32x16xi32>
    %8 = stablehlo.remainder %arg0, %7 : tensor<32x16xi32>
    %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32x16xi32>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<32x16xi32>, tensor<32x16xi32>) -> tensor<32x16xi1>
    %11 = stablehlo.and %6, %10 : tensor<32x16xi1>
    %12 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<32x16xi32>
    %13 = stablehlo.subtract %2, %12 : tensor<32x16xi32>
    %14 = call @_where(%11, %13, %2) : (tensor<32x16xi1>, tensor<32x16xi32>, tensor<32x16xi32>) -> tensor<32x16xi32>
    return %14 : tensor<32x16xi32>
  }
  func.func private @_where(%arg0: tensor<32x16xi1>, %arg1: tensor<32x16xi32>, %arg2: tensor<32x16xi32>) -> tensor<32x16xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<32x16xi1>, tensor<32x16xi32>
    return %0 : tensor<32x16xi32>
  }
  func.func private @remainder(%arg0: tensor<32x16xi32>, %arg1: tensor<i32>) -> tensor<32x16xi32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = call @_where_0(%1, %c, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<32x16xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<32x16xi32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32x16xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<32x16xi32>, tensor<32x16xi32>) -> tensor<32x16xi1>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32x16xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<32x16xi32>, tensor<32x16xi32>) -> tensor<32x16xi1>
    %9 = stablehlo.compare LT, %2, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<32x16xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<32x16xi1>, tensor<32x16xi1>) -> tensor<32x16xi1>
    %12 = stablehlo.and %11, %6 : tensor<32x16xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<32x16xi32>
    %14 = stablehlo.add %4, %13 : tensor<32x16xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<32x16xi1>, tensor<32x16xi32>
    return %15 : tensor<32x16xi32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
