from functools import partial

import jax
import jax.numpy as jnp


def hz_to_mel(f):
    return 2595.0 * jnp.log10(1.0 + f / 700.0)


def mel_to_hz(m):
    return 700.0 * (10 ** (m / 2595.0) - 1.0)


@partial(jax.jit, static_argnames=("fe",))
def log_mel(power, fe):
    freqs = jnp.linspace(0, fe.sr / 2, fe.n_fft // 2 + 1)
    m = jnp.linspace(hz_to_mel(fe.fmin), hz_to_mel(fe.fmax), fe.n_mels + 2)
    edges = mel_to_hz(m)
    lo, c, hi = edges[:-2, None], edges[1:-1, None], edges[2:, None]
    fb = jnp.clip(jnp.minimum((freqs - lo) / (c - lo), (hi - freqs) / (hi - c)), 0.0)
    return jnp.log(power @ fb.T + 1e-6)
