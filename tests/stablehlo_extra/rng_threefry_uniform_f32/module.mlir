module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2xui64>) -> (tensor<5x7xf32> {jax.result_info = "result"}) {
    %output_state, %output = stablehlo.rng_bit_generator %arg0, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<5x7xui32>)
    %c = stablehlo.constant dense<9> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<5x7xui32>
    %1 = stablehlo.shift_right_logical %output, %0 : tensor<5x7xui32>
    %c_0 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<5x7xui32>
    %3 = stablehlo.or %1, %2 : tensor<5x7xui32>
    %4 = stablehlo.bitcast_convert %3 : (tensor<5x7xui32>) -> tensor<5x7xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x7xf32>
    %6 = stablehlo.subtract %4, %5 : tensor<5x7xf32>
    return %6 : tensor<5x7xf32>
  }
}
