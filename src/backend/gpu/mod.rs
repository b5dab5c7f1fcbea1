//! The GPU backend on wgpu: HLO ops become WGSL compute kernels.
