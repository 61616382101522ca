import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames="bits")
def fake_quant(w, bits):
    qmax = 2 ** (bits - 1) - 1
    scale = jnp.max(jnp.abs(w), axis=0, keepdims=True) / qmax
    return jnp.round(w / scale) * scale


def quantize_tree(params, bits=8):
    return jax.tree.map(lambda w: fake_quant(w, bits=bits), params)
