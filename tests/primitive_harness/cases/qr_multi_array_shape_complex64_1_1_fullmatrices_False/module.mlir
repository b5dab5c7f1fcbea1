module @jit_fun attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x1xcomplex<f32>>) -> (tensor<1x1xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<1x1xcomplex<f32>> {jax.result_info = "result[1]"}) {
    %0:2 = stablehlo.custom_call @lapack_cgeqrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=1, j=1, k=1, l=1, m=1}, custom>} : (tensor<1x1xcomplex<f32>>) -> (tensor<1x1xcomplex<f32>>, tensor<1xcomplex<f32>>)
    %1 = stablehlo.custom_call @lapack_cungqr_ffi(%0#0, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=1, j=1, k=1, l=1, m=1}, custom>} : (tensor<1x1xcomplex<f32>>, tensor<1xcomplex<f32>>) -> tensor<1x1xcomplex<f32>>
    %2 = stablehlo.iota dim = 0 : tensor<1x1xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<1x1xi64>
    %4 = stablehlo.add %2, %3 : tensor<1x1xi64>
    %5 = stablehlo.iota dim = 1 : tensor<1x1xi64>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<1x1xcomplex<f32>>
    %8 = stablehlo.select %6, %7, %0#0 : tensor<1x1xi1>, tensor<1x1xcomplex<f32>>
    return %1, %8 : tensor<1x1xcomplex<f32>>, tensor<1x1xcomplex<f32>>
  }
}
