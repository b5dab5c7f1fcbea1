//! Host data between JavaScript and webxla literals: TypedArrays, nested arrays and numbers in
//! (`bufferFromPyval`), `{ data, shape, dtype }` out (`toPyval`). Marshalling only: it checks
//! that the JS value matches the requested shape and dtype and copies bytes; it never computes.
//!
//! dtype ↔ TypedArray: pred↔Uint8Array (0/1), s8/s16/s32↔Int8/Int16/Int32Array,
//! u8/u16/u32↔Uint8/Uint16/Uint32Array, s64/u64↔BigInt64/BigUint64Array, f32/f64↔Float32/
//! Float64Array, f16↔Float16Array (or Uint16Array raw bits), bf16↔Uint16Array raw bits,
//! c64/c128↔Float32/Float64Array interleaved [re, im]; other types as raw bytes (Uint8Array).

use super::error::{invalid_argument, JsResult};
use crate::ir::{ArrayShape, ElementType, Literal};
use half::{bf16, f16};
use js_sys::{Array as JsArray, Object, Reflect, Uint8Array};
use wasm_bindgen::{JsCast, JsValue};

/// Parses a dtype name: XLA spellings (`f32`, `pred`, `bf16`) and numpy ones (`float32`, `bool`,
/// `int32`, `bfloat16`).
pub fn parse_dtype(name: &str) -> JsResult<ElementType> {
    let xla = match name {
        "bool" => "pred",
        "int8" => "s8",
        "int16" => "s16",
        "int32" => "s32",
        "int64" => "s64",
        "uint8" => "u8",
        "uint16" => "u16",
        "uint32" => "u32",
        "uint64" => "u64",
        "float16" => "f16",
        "bfloat16" => "bf16",
        "float32" => "f32",
        "float64" => "f64",
        "complex64" => "c64",
        "complex128" => "c128",
        other => other,
    };
    ElementType::from_hlo_name(xla).ok_or_else(|| {
        invalid_argument(format!(
            "unknown dtype '{name}': use an XLA name (pred, s8, s16, s32, s64, u8, u16, u32, u64, \
             f16, bf16, f32, f64, c64, c128) or its numpy spelling (bool, int32, float32, ...)"
        ))
    })
}

/// The TypedArray constructor name a dtype travels as (f16 depends on the engine).
pub fn typed_array_name(ty: ElementType) -> &'static str {
    use ElementType::*;
    match ty {
        S8 => "Int8Array",
        S16 => "Int16Array",
        S32 => "Int32Array",
        S64 => "BigInt64Array",
        U16 | BF16 => "Uint16Array",
        U32 => "Uint32Array",
        U64 => "BigUint64Array",
        F16 if has_float16_array() => "Float16Array",
        F16 => "Uint16Array",
        F32 | C64 => "Float32Array",
        F64 | C128 => "Float64Array",
        _ => "Uint8Array",
    }
}

fn has_float16_array() -> bool {
    Reflect::get(&js_sys::global(), &"Float16Array".into()).is_ok_and(|v| v.is_function())
}

fn constructor_name(v: &JsValue) -> String {
    Reflect::get(v, &"constructor".into())
        .and_then(|c| Reflect::get(&c, &"name".into()))
        .ok()
        .and_then(|n| n.as_string())
        .unwrap_or_else(|| "value".to_string())
}

/// A TypedArray's element kind → the dtype it means when no dtype is given.
fn default_dtype_for(name: &str) -> Option<ElementType> {
    use ElementType::*;
    Some(match name {
        "Int8Array" => S8,
        "Int16Array" => S16,
        "Int32Array" => S32,
        "BigInt64Array" => S64,
        "Uint8Array" | "Uint8ClampedArray" => U8,
        "Uint16Array" => U16,
        "Uint32Array" => U32,
        "BigUint64Array" => U64,
        "Float16Array" => F16,
        "Float32Array" => F32,
        "Float64Array" => F64,
        _ => return None,
    })
}

/// The `{ shape?, dtype? }` spec given next to the data.
pub struct Spec {
    pub shape: Option<Vec<usize>>,
    pub dtype: Option<ElementType>,
}

pub fn parse_spec(spec: &JsValue) -> JsResult<Spec> {
    if spec.is_undefined() || spec.is_null() {
        return Ok(Spec {
            shape: None,
            dtype: None,
        });
    }
    if let Some(name) = spec.as_string() {
        return Ok(Spec {
            shape: None,
            dtype: Some(parse_dtype(&name)?),
        });
    }
    if !spec.is_object() {
        return Err(invalid_argument(
            "the spec must be an object { shape?, dtype? }",
        ));
    }
    let shape_v = Reflect::get(spec, &"shape".into())?;
    let shape = if shape_v.is_undefined() || shape_v.is_null() {
        None
    } else {
        Some(parse_shape(&shape_v)?)
    };
    let dtype_v = Reflect::get(spec, &"dtype".into())?;
    let dtype = if dtype_v.is_undefined() || dtype_v.is_null() {
        None
    } else {
        let name = dtype_v
            .as_string()
            .ok_or_else(|| invalid_argument("dtype must be a string such as \"f32\""))?;
        Some(parse_dtype(&name)?)
    };
    Ok(Spec { shape, dtype })
}

pub fn parse_shape(v: &JsValue) -> JsResult<Vec<usize>> {
    let arr = v
        .dyn_ref::<JsArray>()
        .ok_or_else(|| invalid_argument("shape must be an array of non-negative integers"))?;
    arr.iter()
        .map(|d| match d.as_f64() {
            Some(x) if x >= 0.0 && x.fract() == 0.0 && x <= u32::MAX as f64 => Ok(x as usize),
            _ => Err(invalid_argument(format!(
                "shape entries must be non-negative integers, got {d:?}"
            ))),
        })
        .collect()
}

/// JS host data (+ spec) → a literal.
pub fn literal_from_js(data: &JsValue, spec: &JsValue) -> JsResult<Literal> {
    let spec = parse_spec(spec)?;
    if data.is_object()
        && js_sys::ArrayBuffer::is_view(data)
        && !data.is_instance_of::<js_sys::DataView>()
    {
        typed_array_literal(data, spec)
    } else if JsArray::is_array(data) {
        nested_literal(data, spec)
    } else if data.as_f64().is_some() || data.as_bool().is_some() || data.is_bigint() {
        let dtype = spec.dtype.unwrap_or(if data.as_bool().is_some() {
            ElementType::Pred
        } else if data.is_bigint() {
            ElementType::S64
        } else {
            ElementType::F32
        });
        let dims = spec.shape.unwrap_or_default();
        let n: usize = dims.iter().product();
        // A scalar with a shape broadcasts, as np.full would.
        let mut bytes = Vec::with_capacity(n * dtype.byte_size());
        let one = encode_scalar(data, dtype)?;
        for _ in 0..n {
            bytes.extend_from_slice(&one);
        }
        make_literal(dtype, dims, &bytes)
    } else {
        Err(invalid_argument(format!(
            "bufferFromPyval takes a TypedArray, a (nested) array of numbers, a number or a \
             boolean; got {}",
            describe(data)
        )))
    }
}

fn describe(v: &JsValue) -> String {
    if v.is_undefined() {
        "undefined".into()
    } else if v.is_null() {
        "null".into()
    } else if v.is_string() {
        "a string".into()
    } else {
        constructor_name(v)
    }
}

fn make_literal(dtype: ElementType, dims: Vec<usize>, bytes: &[u8]) -> JsResult<Literal> {
    Literal::from_bytes(ArrayShape::new(dtype, dims), bytes)
        .map_err(|e| super::error::to_js(e.into()))
}

fn typed_array_literal(data: &JsValue, spec: Spec) -> JsResult<Literal> {
    let kind = constructor_name(data);
    let dtype = match spec.dtype {
        Some(d) => d,
        None => default_dtype_for(&kind).ok_or_else(|| {
            invalid_argument(format!(
                "cannot infer a dtype from a {kind}; pass {{ dtype }}"
            ))
        })?,
    };
    let accepted: &[&str] = match dtype {
        ElementType::Pred => &["Uint8Array", "Int8Array", "Uint8ClampedArray"],
        ElementType::U8 => &["Uint8Array", "Uint8ClampedArray"],
        ElementType::F16 => &["Float16Array", "Uint16Array"],
        ElementType::BF16 => &["Uint16Array"],
        t if typed_array_name(t) == "Uint8Array" => &["Uint8Array"],
        t => std::slice::from_ref(match typed_array_name(t) {
            "Int8Array" => &"Int8Array",
            "Int16Array" => &"Int16Array",
            "Int32Array" => &"Int32Array",
            "BigInt64Array" => &"BigInt64Array",
            "Uint16Array" => &"Uint16Array",
            "Uint32Array" => &"Uint32Array",
            "BigUint64Array" => &"BigUint64Array",
            "Float32Array" => &"Float32Array",
            _ => &"Float64Array",
        }),
    };
    if !accepted.contains(&kind.as_str()) {
        return Err(invalid_argument(format!(
            "dtype {dtype} needs a {} (got a {kind})",
            accepted.join(" or ")
        )));
    }
    let view: &js_sys::Object = data.unchecked_ref();
    let buffer = Reflect::get(view, &"buffer".into())?;
    let offset = Reflect::get(view, &"byteOffset".into())?
        .as_f64()
        .unwrap_or(0.0) as u32;
    let len = Reflect::get(view, &"byteLength".into())?
        .as_f64()
        .unwrap_or(0.0) as u32;
    let src = Uint8Array::new_with_byte_offset_and_length(&buffer, offset, len);
    let per_elem = if dtype.is_complex() {
        dtype.byte_size() / 2
    } else {
        dtype.byte_size()
    };
    let count = len as usize / per_elem.max(1);
    let elements = if dtype.is_complex() { count / 2 } else { count };
    let dims = spec.shape.unwrap_or_else(|| vec![elements]);
    let want: usize = dims.iter().product();
    if want != elements || (dtype.is_complex() && !count.is_multiple_of(2)) {
        return Err(invalid_argument(format!(
            "shape {dims:?} of dtype {dtype} needs {want} elements{}, the {kind} has {count}",
            if dtype.is_complex() {
                " (2 numbers each)"
            } else {
                ""
            }
        )));
    }
    if dtype == ElementType::Pred {
        let bytes = src.to_vec();
        if bytes.iter().any(|&b| b > 1) {
            return Err(invalid_argument("pred data must hold only 0 and 1"));
        }
        return make_literal(dtype, dims, &bytes);
    }
    copy_into_literal(dtype, dims, &src)
}

/// A literal of `dtype`/`dims` holding `src`'s bytes, copied once from JS straight into its
/// storage (the shape's byte size is `src`'s length: checked by the caller).
fn copy_into_literal(dtype: ElementType, dims: Vec<usize>, src: &Uint8Array) -> JsResult<Literal> {
    let shape = ArrayShape::new(dtype, dims);
    if shape.byte_size() != src.length() as usize {
        return Err(invalid_argument(format!(
            "shape {shape} needs {} bytes, the array has {}",
            shape.byte_size(),
            src.length()
        )));
    }
    // SAFETY: `copy_to_uninit` writes every byte of the storage (the lengths are equal,
    // checked above; it panics otherwise, before anything is read).
    unsafe {
        Literal::new_filled(shape, |dst| {
            src.copy_to_uninit(dst);
        })
    }
    .map_err(|e| super::error::to_js(e.into()))
}

fn nested_literal(data: &JsValue, spec: Spec) -> JsResult<Literal> {
    let mut dims = Vec::new();
    let mut leaves = Vec::new();
    flatten(data, 0, &mut dims, &mut leaves)?;
    let dtype = spec.dtype.unwrap_or_else(|| {
        if leaves.first().is_some_and(|l| l.as_bool().is_some()) {
            ElementType::Pred
        } else if leaves.first().is_some_and(|l| l.is_bigint()) {
            ElementType::S64
        } else {
            ElementType::F32
        }
    });
    let dims = match spec.shape {
        Some(s) if s.iter().product::<usize>() == leaves.len() => s,
        Some(s) => {
            return Err(invalid_argument(format!(
                "shape {s:?} needs {} elements, the nested array has {} (shape {dims:?})",
                s.iter().product::<usize>(),
                leaves.len()
            )))
        }
        None => dims,
    };
    let mut bytes = Vec::with_capacity(leaves.len() * dtype.byte_size());
    for leaf in &leaves {
        bytes.extend_from_slice(&encode_scalar(leaf, dtype)?);
    }
    make_literal(dtype, dims, &bytes)
}

/// Walks a rectangular nested array, recording its dims on the first path down.
fn flatten(
    v: &JsValue,
    depth: usize,
    dims: &mut Vec<usize>,
    out: &mut Vec<JsValue>,
) -> JsResult<()> {
    if let Some(arr) = v.dyn_ref::<JsArray>() {
        let len = arr.length() as usize;
        if depth == dims.len() {
            if !out.is_empty() {
                return Err(invalid_argument("nested array is ragged (mixed depths)"));
            }
            dims.push(len);
        } else if depth > dims.len() || dims[depth] != len {
            return Err(invalid_argument(format!(
                "nested array is ragged: length {len} at depth {depth} where {} was seen",
                dims.get(depth).copied().unwrap_or(0)
            )));
        }
        for x in arr.iter() {
            flatten(&x, depth + 1, dims, out)?;
        }
        Ok(())
    } else if depth != dims.len() {
        Err(invalid_argument("nested array is ragged (mixed depths)"))
    } else {
        out.push(v.clone());
        Ok(())
    }
}

/// One JS number/boolean/bigint → little-endian bytes of `dtype`, refusing values the dtype
/// cannot hold (non-integers or out-of-range values for integer types).
fn encode_scalar(v: &JsValue, dtype: ElementType) -> JsResult<Vec<u8>> {
    use ElementType::*;
    if v.is_bigint() {
        let s = js_sys::BigInt::unchecked_from_js_ref(v)
            .to_string(10)
            .ok()
            .and_then(|s| s.as_string());
        let s = s.unwrap_or_default();
        return match dtype {
            S64 => s
                .parse::<i64>()
                .map(|x| x.to_le_bytes().to_vec())
                .map_err(|_| out_of_range(&s, dtype)),
            U64 => s
                .parse::<u64>()
                .map(|x| x.to_le_bytes().to_vec())
                .map_err(|_| out_of_range(&s, dtype)),
            _ => match s.parse::<f64>() {
                Ok(x) => encode_f64(x, dtype, &s),
                Err(_) => Err(out_of_range(&s, dtype)),
            },
        };
    }
    let x = if let Some(b) = v.as_bool() {
        b as u8 as f64
    } else if let Some(x) = v.as_f64() {
        x
    } else {
        return Err(invalid_argument(format!(
            "array elements must be numbers, booleans or bigints; got {}",
            describe(v)
        )));
    };
    encode_f64(x, dtype, &x.to_string())
}

fn out_of_range(s: &str, dtype: ElementType) -> JsValue {
    invalid_argument(format!("value {s} does not fit dtype {dtype}"))
}

fn encode_f64(x: f64, dtype: ElementType, text: &str) -> JsResult<Vec<u8>> {
    use ElementType::*;
    let int = |lo: f64, hi: f64| -> JsResult<i128> {
        if x.fract() == 0.0 && x >= lo && x <= hi {
            Ok(x as i128)
        } else {
            Err(out_of_range(text, dtype))
        }
    };
    Ok(match dtype {
        Pred => {
            if x == 0.0 || x == 1.0 {
                vec![x as u8]
            } else {
                return Err(invalid_argument(format!(
                    "pred values must be 0/1 or booleans, got {text}"
                )));
            }
        }
        S8 => (int(i8::MIN as f64, i8::MAX as f64)? as i8)
            .to_le_bytes()
            .to_vec(),
        S16 => (int(i16::MIN as f64, i16::MAX as f64)? as i16)
            .to_le_bytes()
            .to_vec(),
        S32 => (int(i32::MIN as f64, i32::MAX as f64)? as i32)
            .to_le_bytes()
            .to_vec(),
        S64 => (int(-(2f64.powi(63)), 2f64.powi(63) - 1.0)? as i64)
            .to_le_bytes()
            .to_vec(),
        U8 => (int(0.0, u8::MAX as f64)? as u8).to_le_bytes().to_vec(),
        U16 => (int(0.0, u16::MAX as f64)? as u16).to_le_bytes().to_vec(),
        U32 => (int(0.0, u32::MAX as f64)? as u32).to_le_bytes().to_vec(),
        U64 => (int(0.0, 2f64.powi(64) - 1.0)? as u64)
            .to_le_bytes()
            .to_vec(),
        F16 => f16::from_f64(x).to_le_bytes().to_vec(),
        BF16 => bf16::from_f64(x).to_le_bytes().to_vec(),
        F32 => (x as f32).to_le_bytes().to_vec(),
        F64 => x.to_le_bytes().to_vec(),
        C64 => [(x as f32).to_le_bytes(), 0f32.to_le_bytes()].concat(),
        C128 => [x.to_le_bytes(), 0f64.to_le_bytes()].concat(),
        other => {
            return Err(super::error::to_js(crate::Error::unsupported_msg(format!(
                "bufferFromPyval cannot build {other} arrays from JS numbers; pass raw bytes in a \
                 Uint8Array with {{ dtype: \"{other}\" }}"
            ))))
        }
    })
}

/// A literal → `{ data: TypedArray, shape: number[], dtype: string }`.
pub fn literal_to_js(lit: &Literal) -> JsResult<JsValue> {
    // `TypedArray.prototype.set` from a view of wasm memory into a fresh array: constructing
    // the copy from the view (`Uint8Array::from`) took 7.5 ms for 4 MB out of the threaded
    // build's shared memory in Chromium, `set` 5.4 ms with the allocation (both loaded).
    let src = lit.bytes();
    let bytes = Uint8Array::new_with_length(src.len() as u32);
    bytes.copy_from(src);
    let ty = lit.ty();
    let data: JsValue = if ty == ElementType::Pred || typed_array_name(ty) == "Uint8Array" {
        bytes.into()
    } else {
        let ctor = Reflect::get(&js_sys::global(), &typed_array_name(ty).into())?;
        let args = JsArray::of1(&bytes.buffer());
        Reflect::construct::<fn() -> JsValue>(ctor.unchecked_ref(), &args)?
    };
    let out = Object::new();
    Reflect::set(&out, &"data".into(), &data)?;
    Reflect::set(&out, &"shape".into(), &shape_to_js(lit.dims()))?;
    Reflect::set(&out, &"dtype".into(), &ty.hlo_name().into())?;
    Ok(out.into())
}

pub fn shape_to_js(dims: &[usize]) -> JsValue {
    dims.iter()
        .map(|&d| JsValue::from(d as f64))
        .collect::<JsArray>()
        .into()
}
