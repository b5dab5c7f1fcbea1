module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xcomplex<f32>>, %arg1: tensor<3x7xcomplex<f32>>, %arg2: tensor<2x4xcomplex<f32>>, %arg3: tensor<4x1xcomplex<f32>>, %arg4: tensor<2x33xcomplex<f32>>, %arg5: tensor<49xcomplex<f32>>) -> (tensor<8xf32> {jax.result_info = "result[0]"}, tensor<3x12xf32> {jax.result_info = "result[1]"}, tensor<2x7xf32> {jax.result_info = "result[2]"}, tensor<4x1xf32> {jax.result_info = "result[3]"}, tensor<2x64xf32> {jax.result_info = "result[4]"}, tensor<97xf32> {jax.result_info = "result[5]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg0, %c) : (tensor<5xcomplex<f32>>, tensor<i32>) -> tensor<5xcomplex<f32>>
    %1 = call @fft(%0) : (tensor<5xcomplex<f32>>) -> tensor<8xf32>
    %2 = call @_pad_0(%arg1, %c) : (tensor<3x7xcomplex<f32>>, tensor<i32>) -> tensor<3x7xcomplex<f32>>
    %3 = call @fft_1(%2) : (tensor<3x7xcomplex<f32>>) -> tensor<3x12xf32>
    %4 = call @_pad_2(%arg2, %c) : (tensor<2x4xcomplex<f32>>, tensor<i32>) -> tensor<2x4xcomplex<f32>>
    %5 = call @fft_3(%4) : (tensor<2x4xcomplex<f32>>) -> tensor<2x7xf32>
    %6 = call @_pad_4(%arg3, %c) : (tensor<4x1xcomplex<f32>>, tensor<i32>) -> tensor<4x1xcomplex<f32>>
    %7 = call @fft_5(%6) : (tensor<4x1xcomplex<f32>>) -> tensor<4x1xf32>
    %8 = call @_pad_6(%arg4, %c) : (tensor<2x33xcomplex<f32>>, tensor<i32>) -> tensor<2x33xcomplex<f32>>
    %9 = call @fft_7(%8) : (tensor<2x33xcomplex<f32>>) -> tensor<2x64xf32>
    %10 = call @_pad_8(%arg5, %c) : (tensor<49xcomplex<f32>>, tensor<i32>) -> tensor<49xcomplex<f32>>
    %11 = call @fft_9(%10) : (tensor<49xcomplex<f32>>) -> tensor<97xf32>
    return %1, %3, %5, %7, %9, %11 : tensor<8xf32>, tensor<3x12xf32>, tensor<2x7xf32>, tensor<4x1xf32>, tensor<2x64xf32>, tensor<97xf32>
  }
  func.func private @_pad(%arg0: tensor<5xcomplex<f32>>, %arg1: tensor<i32>) -> tensor<5xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0], high = [0], interior = [0] : (tensor<5xcomplex<f32>>, tensor<complex<f32>>) -> tensor<5xcomplex<f32>>
    return %1 : tensor<5xcomplex<f32>>
  }
  func.func private @fft(%arg0: tensor<5xcomplex<f32>>) -> tensor<8xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [8] : (tensor<5xcomplex<f32>>) -> tensor<8xf32>
    return %0 : tensor<8xf32>
  }
  func.func private @_pad_0(%arg0: tensor<3x7xcomplex<f32>>, %arg1: tensor<i32>) -> tensor<3x7xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<3x7xcomplex<f32>>, tensor<complex<f32>>) -> tensor<3x7xcomplex<f32>>
    return %1 : tensor<3x7xcomplex<f32>>
  }
  func.func private @fft_1(%arg0: tensor<3x7xcomplex<f32>>) -> tensor<3x12xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [12] : (tensor<3x7xcomplex<f32>>) -> tensor<3x12xf32>
    return %0 : tensor<3x12xf32>
  }
  func.func private @_pad_2(%arg0: tensor<2x4xcomplex<f32>>, %arg1: tensor<i32>) -> tensor<2x4xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<2x4xcomplex<f32>>, tensor<complex<f32>>) -> tensor<2x4xcomplex<f32>>
    return %1 : tensor<2x4xcomplex<f32>>
  }
  func.func private @fft_3(%arg0: tensor<2x4xcomplex<f32>>) -> tensor<2x7xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [7] : (tensor<2x4xcomplex<f32>>) -> tensor<2x7xf32>
    return %0 : tensor<2x7xf32>
  }
  func.func private @_pad_4(%arg0: tensor<4x1xcomplex<f32>>, %arg1: tensor<i32>) -> tensor<4x1xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<4x1xcomplex<f32>>, tensor<complex<f32>>) -> tensor<4x1xcomplex<f32>>
    return %1 : tensor<4x1xcomplex<f32>>
  }
  func.func private @fft_5(%arg0: tensor<4x1xcomplex<f32>>) -> tensor<4x1xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [1] : (tensor<4x1xcomplex<f32>>) -> tensor<4x1xf32>
    return %0 : tensor<4x1xf32>
  }
  func.func private @_pad_6(%arg0: tensor<2x33xcomplex<f32>>, %arg1: tensor<i32>) -> tensor<2x33xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<2x33xcomplex<f32>>, tensor<complex<f32>>) -> tensor<2x33xcomplex<f32>>
    return %1 : tensor<2x33xcomplex<f32>>
  }
  func.func private @fft_7(%arg0: tensor<2x33xcomplex<f32>>) -> tensor<2x64xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [64] : (tensor<2x33xcomplex<f32>>) -> tensor<2x64xf32>
    return %0 : tensor<2x64xf32>
  }
  func.func private @_pad_8(%arg0: tensor<49xcomplex<f32>>, %arg1: tensor<i32>) -> tensor<49xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0], high = [0], interior = [0] : (tensor<49xcomplex<f32>>, tensor<complex<f32>>) -> tensor<49xcomplex<f32>>
    return %1 : tensor<49xcomplex<f32>>
  }
  func.func private @fft_9(%arg0: tensor<49xcomplex<f32>>) -> tensor<97xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [97] : (tensor<49xcomplex<f32>>) -> tensor<97xf32>
    return %0 : tensor<97xf32>
  }
}
