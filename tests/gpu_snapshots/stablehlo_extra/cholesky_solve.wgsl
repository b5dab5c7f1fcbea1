// refused by the GPU backend: UNIMPLEMENTED: op 'convert' with element type f64 is not supported on the gpu backend (exact software f64 is opt-in: GpuOptions::soft_f64, `--gpu-soft-f64` on the CLI)
