//! What the device's f32 arithmetic does where WGSL leaves it to the implementation, found by
//! running a probe kernel when the device opens.
//!
//! WGSL (through Vulkan) allows `x / y` within 2.5 ulp and `sqrt` as a reciprocal square root
//! inverted, and `fma` may be a multiply and an add. Software drivers (lavapipe, SwiftShader)
//! divide and take square roots correctly rounded but do not fuse `fma`; NVIDIA's driver
//! fuses `fma` but divides by a reciprocal (30% of quotients 1-2 ulp off on an H100, and 0
//! for any divisor past 2^126) and rounds 17% of square roots the other way. jaxlib divides
//! and takes square roots correctly rounded on every backend, so where the probe finds the
//! builtins loose and `fma` fused, every kernel's pipeline turns on the corrections of
//! `xla_fdiv` and `xla_fsqrt` (`shaders/helpers.wgsl`, through which every f32 division and
//! square root goes) with the override constants `xla_div_fix` and `xla_sqrt_fix`: kernel
//! text is the same on every device. Where `fma` is not fused no correction would be exact,
//! and the builtins stay.
//!
//! This module only measures; it writes no kernel text and plans nothing.

use super::device::Shared;
use crate::error::{Error, Result};

/// How the device's f32 `/`, `sqrt` and `fma` behave.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Arith {
    /// `x / y` is correctly rounded (for normal operands and results).
    pub div_exact: bool,
    /// `sqrt(x)` is correctly rounded.
    pub sqrt_exact: bool,
    /// `fma(a, b, c)` rounds once.
    pub fma_fused: bool,
}

impl Default for Arith {
    /// What code generation assumes without a device (and what WGSL snapshots hold): the
    /// builtins as they are.
    fn default() -> Self {
        Arith {
            div_exact: true,
            sqrt_exact: true,
            fma_fused: false,
        }
    }
}

impl Arith {
    /// Whether `xla_fdiv` corrects the builtin division.
    pub(crate) fn corrects_div(&self) -> bool {
        !self.div_exact && self.fma_fused
    }

    /// Whether `xla_fsqrt` corrects the builtin square root.
    pub(crate) fn corrects_sqrt(&self) -> bool {
        !self.sqrt_exact && self.fma_fused
    }
}

/// Pairs the probe divides: enough that a reciprocal-based division (a third of quotients
/// off) cannot pass by chance.
const PAIRS: usize = 1024;

const PROBE: &str = "
@group(0) @binding(0) var<storage, read> inp: array<f32>;
@group(0) @binding(1) var<storage, read_write> out: array<f32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if (i >= arrayLength(&inp) / 2u) { return; }
    let x = inp[2u * i];
    let y = inp[2u * i + 1u];
    out[3u * i] = x / y;
    out[3u * i + 1u] = sqrt(x);
    let p = x * y;
    out[3u * i + 2u] = fma(x, y, -p);
}
";

/// Positive operands with exponents in [-20, 20], from a fixed generator: normal quotients,
/// square roots and product errors everywhere.
fn operands() -> Vec<f32> {
    let mut state = 0x9e37_79b9_7f4a_7c15_u64;
    (0..2 * PAIRS)
        .map(|_| {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let mantissa = ((state >> 40) as u32) & 0x7f_ffff;
            let exponent = 107 + ((state >> 20) % 41) as u32;
            f32::from_bits((exponent << 23) | mantissa)
        })
        .collect()
}

/// What the probe's outputs say, against the host's correctly rounded arithmetic.
fn judge(inp: &[f32], out: &[f32]) -> Arith {
    let mut arith = Arith {
        div_exact: true,
        sqrt_exact: true,
        fma_fused: true,
    };
    let mut any_error = false;
    for (pair, got) in inp.chunks_exact(2).zip(out.chunks_exact(3)) {
        let (x, y) = (pair[0], pair[1]);
        arith.div_exact &= got[0].to_bits() == (x / y).to_bits();
        arith.sqrt_exact &= got[1].to_bits() == x.sqrt().to_bits();
        // The product's rounding error, exact in f64 and in f32 for these operands.
        let err = (x as f64 * y as f64 - (x * y) as f64) as f32;
        any_error |= err != 0.0;
        arith.fma_fused &= got[2].to_bits() == err.to_bits();
    }
    arith.fma_fused &= any_error;
    arith
}

/// Runs the probe on the device.
pub(crate) async fn probe(shared: &Shared) -> Result<Arith> {
    use wgpu::util::DeviceExt;
    let dev = &shared.device;
    let inp = operands();
    let in_buf = dev.create_buffer_init(&wgpu::util::BufferInitDescriptor {
        label: Some("webxla arith probe in"),
        contents: &inp
            .iter()
            .flat_map(|v| v.to_le_bytes())
            .collect::<Vec<u8>>(),
        usage: wgpu::BufferUsages::STORAGE,
    });
    let out_size = (3 * PAIRS * 4) as u64;
    let out_buf = dev.create_buffer(&wgpu::BufferDescriptor {
        label: Some("webxla arith probe out"),
        size: out_size,
        usage: wgpu::BufferUsages::STORAGE | wgpu::BufferUsages::COPY_SRC,
        mapped_at_creation: false,
    });
    let module = shared.shader_module("webxla arith probe", PROBE);
    let pipeline = dev.create_compute_pipeline(&wgpu::ComputePipelineDescriptor {
        label: Some("webxla arith probe"),
        layout: None,
        module: &module,
        entry_point: Some("main"),
        compilation_options: Default::default(),
        cache: None,
    });
    let group = dev.create_bind_group(&wgpu::BindGroupDescriptor {
        label: Some("webxla arith probe"),
        layout: &pipeline.get_bind_group_layout(0),
        entries: &[
            wgpu::BindGroupEntry {
                binding: 0,
                resource: in_buf.as_entire_binding(),
            },
            wgpu::BindGroupEntry {
                binding: 1,
                resource: out_buf.as_entire_binding(),
            },
        ],
    });
    let mut enc = dev.create_command_encoder(&Default::default());
    {
        let mut pass = enc.begin_compute_pass(&Default::default());
        pass.set_pipeline(&pipeline);
        pass.set_bind_group(0, &group, &[]);
        pass.dispatch_workgroups(PAIRS.div_ceil(64) as u32, 1, 1);
    }
    shared.queue.submit([enc.finish()]);
    let bytes = shared.read_back(&out_buf, out_size).await?;
    in_buf.destroy();
    out_buf.destroy();
    if bytes.len() < out_size as usize {
        return Err(Error::internal("arith probe: short readback"));
    }
    let out: Vec<f32> = bytes[..out_size as usize]
        .chunks_exact(4)
        .map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]]))
        .collect();
    Ok(judge(&inp, &out))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A device that divides by a reciprocal and fuses fma is told to correct division.
    #[test]
    fn reciprocal_division_with_fused_fma_is_corrected() {
        let inp = operands();
        let out: Vec<f32> = inp
            .chunks_exact(2)
            .flat_map(|p| {
                let (x, y) = (p[0], p[1]);
                let err = (x as f64 * y as f64 - (x * y) as f64) as f32;
                [x * (1.0 / y), x.sqrt(), err]
            })
            .collect();
        let a = judge(&inp, &out);
        assert!(!a.div_exact && a.sqrt_exact && a.fma_fused, "{a:?}");
        assert!(a.corrects_div() && !a.corrects_sqrt());
    }

    /// A software driver (exact builtins, fma as a multiply and an add) keeps the builtins.
    #[test]
    fn exact_builtins_with_unfused_fma_stay() {
        let inp = operands();
        let out: Vec<f32> = inp
            .chunks_exact(2)
            .flat_map(|p| {
                let (x, y) = (p[0], p[1]);
                [x / y, x.sqrt(), x * y - x * y]
            })
            .collect();
        let a = judge(&inp, &out);
        assert_eq!(a, Arith::default());
        assert!(!a.corrects_div() && !a.corrects_sqrt());
    }

    /// The helpers' algorithms, run on the host with a reciprocal-based division, an
    /// rsqrt-based square root and a true fma, round every probe operand correctly — and
    /// the hard cases: divisors past 2^126, tiny dividends, tiny square roots.
    #[test]
    fn the_corrections_round_correctly_from_loose_builtins() {
        let loose_div = |x: f32, y: f32| x * (1.0 / y);
        let loose_sqrt = |x: f32| 1.0 / (1.0 / x.sqrt()).next_up_if(x);
        let fdiv_cr = |a: f32, b: f32| {
            let (mut x, mut y, mut k) = (a, b, 1.0f32);
            if y.abs() > 2f32.powi(126) {
                x *= 0.25;
                y *= 0.25;
            }
            if x.abs() < 2f32.powi(-80) {
                x *= 2f32.powi(64);
                k = 2f32.powi(-64);
            }
            let q0 = loose_div(x, y);
            if q0 == 0.0 || !q0.is_finite() {
                return q0 * k;
            }
            let rcp = loose_div(1.0, y);
            let q1 = (-q0).mul_add(y, x).mul_add(rcp, q0);
            (-q1).mul_add(y, x).mul_add(rcp, q1) * k
        };
        let fsqrt_cr = |a: f32| {
            if a.is_nan() || a <= 0.0 || a.is_infinite() {
                return a.sqrt();
            }
            let (mut x, mut k) = (a, 1.0f32);
            if a < 2f32.powi(-100) {
                x = a * 2f32.powi(64);
                k = 2f32.powi(-32);
            }
            let s0 = loose_sqrt(x);
            let h = loose_div(0.5, s0);
            let s1 = (-s0).mul_add(s0, x).mul_add(h, s0);
            (-s1).mul_add(s1, x).mul_add(h, s1) * k
        };
        let mut cases: Vec<(f32, f32)> = operands().chunks_exact(2).map(|p| (p[0], p[1])).collect();
        let mut state = 12345u64;
        for _ in 0..200_000 {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let x = f32::from_bits(((state >> 33) as u32) & 0x7f7f_ffff);
            let y = f32::from_bits(((state >> 1) as u32) & 0x7f7f_ffff);
            if x.is_normal() && y.is_normal() {
                cases.push((x, y));
            }
        }
        cases.extend([
            (3.4028235e38, 3.4028235e38),
            (1.0, 3.0e38),
            (1e-30, 7.0),
            (2.0, 1e38),
        ]);
        let mut checked = 0;
        for (x, y) in cases {
            let want = x / y;
            if want.is_normal() {
                assert_eq!(fdiv_cr(x, y).to_bits(), want.to_bits(), "{x:e} / {y:e}");
                checked += 1;
            }
            assert_eq!(fsqrt_cr(x).to_bits(), x.sqrt().to_bits(), "sqrt {x:e}");
        }
        assert!(checked > 100_000, "{checked}");
    }

    trait NextUp {
        fn next_up_if(self, x: f32) -> f32;
    }
    impl NextUp for f32 {
        /// Perturbs an rsqrt by an ulp for some arguments, as a loose builtin would.
        fn next_up_if(self, x: f32) -> f32 {
            if x.to_bits().is_multiple_of(3) {
                f32::from_bits(self.to_bits() + 1)
            } else {
                self
            }
        }
    }
}
