module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<32x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<32x8xf32> {jax.result_info = "result[0]"}, tensor<32x8xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<32x8xf32>
    %1 = call @_flip(%arg0) : (tensor<32x8xf32>) -> tensor<32x8xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<32x8xf32>
    return %0, %3 : tensor<32x8xf32>, tensor<32x8xf32>
  }
  func.func private @_flip(%arg0: tensor<32x8xf32>) -> tensor<32x8xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0, 1] : tensor<32x8xf32>
    return %0 : tensor<32x8xf32>
  }
}
