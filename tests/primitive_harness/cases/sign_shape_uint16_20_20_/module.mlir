module @jit_fun attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<20x20xui16>) -> (tensor<20x20xui16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<ui16>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui16>) -> tensor<20x20xui16>
    %1 = stablehlo.compare EQ, %arg0, %0, UNSIGNED : (tensor<20x20xui16>, tensor<20x20xui16>) -> tensor<20x20xi1>
    %c_0 = stablehlo.constant dense<0> : tensor<ui16>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui16>) -> tensor<20x20xui16>
    %c_1 = stablehlo.constant dense<1> : tensor<ui16>
    %3 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui16>) -> tensor<20x20xui16>
    %4 = stablehlo.select %1, %2, %3 : tensor<20x20xi1>, tensor<20x20xui16>
    return %4 : tensor<20x20xui16>
  }
}
