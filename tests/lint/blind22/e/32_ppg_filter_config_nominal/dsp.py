from functools import partial

import jax
import jax.numpy as jnp


def fir_bandpass(cfg):
    n = jnp.arange(cfg.taps) - (cfg.taps - 1) / 2
    def sinc_lp(fc):
        return 2 * fc / cfg.fs * jnp.sinc(2 * fc / cfg.fs * n)
    h = sinc_lp(cfg.high_hz) - sinc_lp(cfg.low_hz)
    return h * jnp.hamming(cfg.taps)


@partial(jax.jit, static_argnums=(1,))
def bandpass(x, cfg):
    return jnp.convolve(x, fir_bandpass(cfg), mode="same")
