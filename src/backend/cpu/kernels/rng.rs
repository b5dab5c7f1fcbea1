//! rng-bit-generator exactly as XLA's RngBitGeneratorExpander builds it (xla/hlo/builder/lib/
//! prng.cc): three-fry 2x32 (20 rounds) and philox 4x32 (10 rounds) over counters derived from
//! the state, the element layout of the generated bits, and the updated state.
//!
//! State: `u64[2]` = (key, counter) for three-fry; `u64[2]` or `u64[3]` = (key, counter
//! low [, counter high]) for philox. Output: 8/16-bit types take the low bits of the 32-bit
//! stream; 32-bit types the 32-bit stream; 64-bit types the 64-bit stream. `Default` is philox,
//! as on XLA's CPU backend.

use super::common::invalid;
use crate::error::{Error, Result};
use crate::ir::{ArrayShape, ElementType, Literal, RngAlgorithm, ThreeFrySplit};

const OP: &str = "rng-bit-generator";

fn threefry2x32(key: [u32; 2], x: [u32; 2]) -> [u32; 2] {
    const ROT: [u32; 8] = [13, 15, 26, 6, 17, 29, 16, 24];
    let ks = [key[0], key[1], 0x1BD1_1BDA ^ key[0] ^ key[1]];
    let mut x = [x[0].wrapping_add(ks[0]), x[1].wrapping_add(ks[1])];
    let round = |x: &mut [u32; 2], r: u32| {
        x[0] = x[0].wrapping_add(x[1]);
        x[1] = x[1].rotate_left(r);
        x[1] ^= x[0];
    };
    for i in 0..5u32 {
        let rots = if i % 2 == 0 { &ROT[0..4] } else { &ROT[4..8] };
        for &r in rots {
            round(&mut x, r);
        }
        let i = i as usize;
        x[0] = x[0].wrapping_add(ks[(i + 1) % 3]);
        x[1] = x[1]
            .wrapping_add(ks[(i + 2) % 3])
            .wrapping_add(i as u32 + 1);
    }
    x
}

fn philox4x32(mut x: [u32; 4], mut key: [u32; 2]) -> [u32; 4] {
    const W32A: u32 = 0x9E37_79B9;
    const W32B: u32 = 0xBB67_AE85;
    const M4X32A: u64 = 0xD251_1F53;
    const M4X32B: u64 = 0xCD9E_8D57;
    for _ in 0..10 {
        let p0 = x[0] as u64 * M4X32A;
        let p1 = x[2] as u64 * M4X32B;
        x = [
            (p1 >> 32) as u32 ^ x[1] ^ key[0],
            p1 as u32,
            (p0 >> 32) as u32 ^ x[3] ^ key[1],
            p0 as u32,
        ];
        key = [key[0].wrapping_add(W32A), key[1].wrapping_add(W32B)];
    }
    x
}

fn split(v: u64) -> [u32; 2] {
    [v as u32, (v >> 32) as u32]
}

/// Three-fry 32-bit stream for `dims` (layout: [`ThreeFrySplit`]), and how far the counter
/// advances.
fn threefry32(key: u64, ctr: u64, dims: &[usize]) -> (Vec<u32>, u64) {
    let k = split(key);
    let sp = ThreeFrySplit::of(dims);
    let (h, d, post) = (sp.half(), sp.d, sp.post);
    let mut out = vec![0u32; sp.pre * d * post];
    for a in 0..sp.pre {
        for i in 0..h {
            for c in 0..post {
                let lin = ((a * h + i) * post + c) as u64;
                let y = threefry2x32(k, split(ctr.wrapping_add(lin)));
                for (j, &yj) in y.iter().enumerate() {
                    let r = 2 * i + j;
                    if r < d {
                        out[(a * d + r) * post + c] = yj;
                    }
                }
            }
        }
    }
    (out, sp.counters() as u64)
}

fn threefry64(key: u64, ctr: u64, n: usize) -> (Vec<u64>, u64) {
    let k = split(key);
    let out = (0..n)
        .map(|i| {
            let y = threefry2x32(k, split(ctr.wrapping_add(i as u64)));
            y[0] as u64 | (y[1] as u64) << 32
        })
        .collect();
    (out, n as u64)
}

/// Philox blocks: `blocks` counters starting at the 128-bit counter `(lo, hi)`.
fn philox_blocks(key: u64, lo: u64, hi: u64, blocks: usize) -> Vec<[u32; 4]> {
    let k = split(key);
    (0..blocks as u64)
        .map(|i| {
            let (l, carry) = lo.overflowing_add(i);
            let h = hi.wrapping_add(carry as u64);
            philox4x32([l as u32, (l >> 32) as u32, h as u32, (h >> 32) as u32], k)
        })
        .collect()
}

fn add128(lo: u64, hi: u64, n: u64) -> (u64, u64) {
    let (l, c) = lo.overflowing_add(n);
    (l, hi.wrapping_add(c as u64))
}

pub(super) fn rng_bit_generator(
    state: &Literal,
    algorithm: RngAlgorithm,
    out: &ArrayShape,
) -> Result<(Literal, Literal)> {
    let st = match (state.ty(), state.as_slice::<u64>()) {
        (ElementType::U64, Some(s)) if state.dims().len() == 1 => s.to_vec(),
        _ => {
            return Err(invalid(
                OP,
                format!("state must be a u64 vector, got {}", state.shape()),
            ))
        }
    };
    let ty = out.ty;
    let width = match ty {
        ElementType::U8 | ElementType::S8 => 8,
        ElementType::U16 | ElementType::S16 | ElementType::F16 | ElementType::BF16 => 16,
        ElementType::U32 | ElementType::S32 | ElementType::F32 => 32,
        ElementType::U64 | ElementType::S64 | ElementType::F64 => 64,
        t => return Err(Error::unsupported(OP, t, "cpu")),
    };
    let n = out.element_count();
    let mut new_state = st.clone();
    let (bits32, bits64): (Vec<u32>, Vec<u64>) = match algorithm {
        RngAlgorithm::ThreeFry => {
            if st.len() != 2 {
                return Err(invalid(OP, "three-fry needs a u64[2] state"));
            }
            if width == 64 {
                let (v, adv) = threefry64(st[0], st[1], n);
                new_state[1] = st[1].wrapping_add(adv);
                (Vec::new(), v)
            } else {
                let (v, adv) = threefry32(st[0], st[1], &out.dims);
                new_state[1] = st[1].wrapping_add(adv);
                (v, Vec::new())
            }
        }
        // XLA's CPU backend implements RNG_DEFAULT as philox (checked against jaxlib 0.10.2).
        RngAlgorithm::Philox | RngAlgorithm::Default => {
            if st.len() != 2 && st.len() != 3 {
                return Err(invalid(OP, "philox needs a u64[2] or u64[3] state"));
            }
            // With a u64[2] state XLA's expander takes the counter's high word from the key word
            // (checked against jaxlib 0.10.2); only a u64[3] state carries its own.
            let (lo, hi) = (st[1], st.get(2).copied().unwrap_or(st[0]));
            let words = if width == 64 { 2 * n } else { n };
            let blocks = words.div_ceil(4);
            let b = philox_blocks(st[0], lo, hi, blocks);
            let (nl, nh) = add128(lo, hi, blocks as u64);
            new_state[1] = nl;
            if st.len() == 3 {
                new_state[2] = nh;
            }
            if width == 64 {
                // Two 64-bit values per block, in block order.
                let v = b
                    .iter()
                    .flat_map(|x| {
                        [
                            x[0] as u64 | (x[1] as u64) << 32,
                            x[2] as u64 | (x[3] as u64) << 32,
                        ]
                    })
                    .take(n)
                    .collect();
                (Vec::new(), v)
            } else {
                (b.iter().flat_map(|x| *x).take(n).collect(), Vec::new())
            }
        }
    };
    let mut bits = Literal::zeros(ArrayShape::new(ty, out.dims.clone()))?;
    let dst = bits.bytes_mut();
    match width {
        8 => dst.iter_mut().zip(&bits32).for_each(|(d, &v)| *d = v as u8),
        16 => dst
            .chunks_exact_mut(2)
            .zip(&bits32)
            .for_each(|(d, &v)| d.copy_from_slice(&(v as u16).to_le_bytes())),
        32 => dst
            .chunks_exact_mut(4)
            .zip(&bits32)
            .for_each(|(d, &v)| d.copy_from_slice(&v.to_le_bytes())),
        _ => dst
            .chunks_exact_mut(8)
            .zip(&bits64)
            .for_each(|(d, &v)| d.copy_from_slice(&v.to_le_bytes())),
    }
    let new_state = Literal::from_slice(ElementType::U64, state.dims().to_vec(), &new_state)?;
    Ok((new_state, bits))
}
