from functools import partial

import jax
import jax.numpy as jnp


def _one_pole(x, cut, fs):
    a = jnp.exp(-2 * jnp.pi * cut / fs)
    def body(y, xi):
        y = a * y + (1 - a) * xi
        return y, y
    _, y = jax.lax.scan(body, x[0], x)
    return y


@partial(jax.jit, static_argnames="cfg")
def linear_envelope(raw, cfg):
    high = raw - _one_pole(raw, cfg.hp_cut, cfg.fs)
    return _one_pole(jnp.abs(high), cfg.lp_cut, cfg.fs)
