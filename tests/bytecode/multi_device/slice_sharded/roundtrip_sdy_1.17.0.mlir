module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<32x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<13x8xf32> {jax.result_info = "result[0]"}, tensor<8x4xf32> {jax.result_info = "result[1]"}, tensor<8xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.slice %arg0 [3:29:2, 0:8] : (tensor<32x8xf32>) -> tensor<13x8xf32>
    %1 = stablehlo.slice %arg0 [5:13, 2:6] : (tensor<32x8xf32>) -> tensor<8x4xf32>
    %2 = stablehlo.slice %arg0 [31:32, 0:8] : (tensor<32x8xf32>) -> tensor<1x8xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x8xf32>) -> tensor<8xf32>
    return %0, %1, %3 : tensor<13x8xf32>, tensor<8x4xf32>, tensor<8xf32>
  }
}
