module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xcomplex<f32>>, %arg1: tensor<3x12xcomplex<f32>>, %arg2: tensor<2x7xcomplex<f32>>, %arg3: tensor<4x1xcomplex<f32>>, %arg4: tensor<2x64xcomplex<f32>>, %arg5: tensor<97xcomplex<f32>>) -> (tensor<8xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<3x12xcomplex<f32>> {jax.result_info = "result[1]"}, tensor<2x7xcomplex<f32>> {jax.result_info = "result[2]"}, tensor<4x1xcomplex<f32>> {jax.result_info = "result[3]"}, tensor<2x64xcomplex<f32>> {jax.result_info = "result[4]"}, tensor<97xcomplex<f32>> {jax.result_info = "result[5]"}) {
    %0 = call @fft(%arg0) : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    %1 = call @fft_0(%arg1) : (tensor<3x12xcomplex<f32>>) -> tensor<3x12xcomplex<f32>>
    %2 = call @fft_1(%arg2) : (tensor<2x7xcomplex<f32>>) -> tensor<2x7xcomplex<f32>>
    %3 = call @fft_2(%arg3) : (tensor<4x1xcomplex<f32>>) -> tensor<4x1xcomplex<f32>>
    %4 = call @fft_3(%arg4) : (tensor<2x64xcomplex<f32>>) -> tensor<2x64xcomplex<f32>>
    %5 = call @fft_4(%arg5) : (tensor<97xcomplex<f32>>) -> tensor<97xcomplex<f32>>
    return %0, %1, %2, %3, %4, %5 : tensor<8xcomplex<f32>>, tensor<3x12xcomplex<f32>>, tensor<2x7xcomplex<f32>>, tensor<4x1xcomplex<f32>>, tensor<2x64xcomplex<f32>>, tensor<97xcomplex<f32>>
  }
  func.func private @fft(%arg0: tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [8] : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    return %0 : tensor<8xcomplex<f32>>
  }
  func.func private @fft_0(%arg0: tensor<3x12xcomplex<f32>>) -> tensor<3x12xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [12] : (tensor<3x12xcomplex<f32>>) -> tensor<3x12xcomplex<f32>>
    return %0 : tensor<3x12xcomplex<f32>>
  }
  func.func private @fft_1(%arg0: tensor<2x7xcomplex<f32>>) -> tensor<2x7xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [7] : (tensor<2x7xcomplex<f32>>) -> tensor<2x7xcomplex<f32>>
    return %0 : tensor<2x7xcomplex<f32>>
  }
  func.func private @fft_2(%arg0: tensor<4x1xcomplex<f32>>) -> tensor<4x1xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [1] : (tensor<4x1xcomplex<f32>>) -> tensor<4x1xcomplex<f32>>
    return %0 : tensor<4x1xcomplex<f32>>
  }
  func.func private @fft_3(%arg0: tensor<2x64xcomplex<f32>>) -> tensor<2x64xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [64] : (tensor<2x64xcomplex<f32>>) -> tensor<2x64xcomplex<f32>>
    return %0 : tensor<2x64xcomplex<f32>>
  }
  func.func private @fft_4(%arg0: tensor<97xcomplex<f32>>) -> tensor<97xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [97] : (tensor<97xcomplex<f32>>) -> tensor<97xcomplex<f32>>
    return %0 : tensor<97xcomplex<f32>>
  }
}
