module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2xui64>) -> (tensor<2xui64> {jax.result_info = "result[0]"}, tensor<3x4xui32> {jax.result_info = "result[1]"}, tensor<2xui64> {jax.result_info = "result[2]"}, tensor<5x7xui32> {jax.result_info = "result[3]"}, tensor<2xui64> {jax.result_info = "result[4]"}, tensor<3x5x7xui32> {jax.result_info = "result[5]"}, tensor<2xui64> {jax.result_info = "result[6]"}, tensor<1x9x1xui32> {jax.result_info = "result[7]"}, tensor<2xui64> {jax.result_info = "result[8]"}, tensor<ui32> {jax.result_info = "result[9]"}, tensor<2xui64> {jax.result_info = "result[10]"}, tensor<7x1x6xui32> {jax.result_info = "result[11]"}) {
    %output_state, %output = stablehlo.rng_bit_generator %arg0, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3x4xui32>)
    %output_state_0, %output_1 = stablehlo.rng_bit_generator %arg0, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<5x7xui32>)
    %output_state_2, %output_3 = stablehlo.rng_bit_generator %arg0, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3x5x7xui32>)
    %output_state_4, %output_5 = stablehlo.rng_bit_generator %arg0, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<1x9x1xui32>)
    %output_state_6, %output_7 = stablehlo.rng_bit_generator %arg0, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<ui32>)
    %output_state_8, %output_9 = stablehlo.rng_bit_generator %arg0, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<7x1x6xui32>)
    return %output_state, %output, %output_state_0, %output_1, %output_state_2, %output_3, %output_state_4, %output_5, %output_state_6, %output_7, %output_state_8, %output_9 : tensor<2xui64>, tensor<3x4xui32>, tensor<2xui64>, tensor<5x7xui32>, tensor<2xui64>, tensor<3x5x7xui32>, tensor<2xui64>, tensor<1x9x1xui32>, tensor<2xui64>, tensor<ui32>, tensor<2xui64>, tensor<7x1x6xui32>
  }
}
