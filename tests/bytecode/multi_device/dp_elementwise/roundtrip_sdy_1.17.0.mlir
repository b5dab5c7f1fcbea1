module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg1: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<64x32xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %0 = stablehlo.tanh %arg0 : tensor<64x32xf32>
    %1 = stablehlo.multiply %0, %arg1 : tensor<64x32xf32>
    %2 = stablehlo.negate %arg0 : tensor<64x32xf32>
    %3 = stablehlo.multiply %2, %arg0 : tensor<64x32xf32>
    %4 = stablehlo.exponential %3 : tensor<64x32xf32>
    %5 = stablehlo.add %1, %4 : tensor<64x32xf32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %7 = stablehlo.multiply %6, %arg1 : tensor<64x32xf32>
    %8 = stablehlo.subtract %5, %7 : tensor<64x32xf32>
    return %8 : tensor<64x32xf32>
  }
}
