module @jit_fun attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xi16>, %arg1: tensor<2xi16>) -> (tensor<5xi16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<[[0], [2]]> : tensor<2x1xi64>
    %0 = "stablehlo.scatter"(%arg0, %c, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i16>, %arg3: tensor<i16>):
      stablehlo.return %arg3 : tensor<i16>
    }) : (tensor<5xi16>, tensor<2x1xi64>, tensor<2xi16>) -> tensor<5xi16>
    return %0 : tensor<5xi16>
  }
}
