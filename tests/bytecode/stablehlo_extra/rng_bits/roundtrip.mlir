module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<ui32>) -> (tensor<5xui64> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<4294967295> : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %c_1 = stablehlo.constant dense<32> : tensor<i64>
    %0 = stablehlo.shift_right_logical %c_0, %c_1 : tensor<i64>
    %1 = stablehlo.convert %0 : (tensor<i64>) -> tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %3 = stablehlo.and %c_0, %c : tensor<i64>
    %4 = stablehlo.convert %3 : (tensor<i64>) -> tensor<ui32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %6 = stablehlo.concatenate %2, %5, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %7 = stablehlo.concatenate %6, %6, dim = 0 : (tensor<2xui32>, tensor<2xui32>) -> tensor<4xui32>
    %8 = stablehlo.reshape %7 : (tensor<4xui32>) -> tensor<2x2xui32>
    %9 = stablehlo.bitcast_convert %8 : (tensor<2x2xui32>) -> tensor<2xui64>
    %output_state, %output = stablehlo.rng_bit_generator %9, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<5xui64>)
    %10 = stablehlo.convert %arg0 : (tensor<ui32>) -> tensor<ui64>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<ui64>) -> tensor<5xui64>
    %12 = stablehlo.add %output, %11 : tensor<5xui64>
    return %12 : tensor<5xui64>
  }
}
