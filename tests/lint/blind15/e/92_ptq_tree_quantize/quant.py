import functools

import jax
import jax.numpy as jnp


def fake_quant(w, bits):
    qmax = 2 ** (bits - 1) - 1
    scale = jnp.max(jnp.abs(w), axis=0, keepdims=True) / qmax
    return jnp.round(w / scale) * scale


def quantize_tree(params, bits=8):
    return jax.tree.map(jax.jit(functools.partial(fake_quant, bits=bits)), params)
