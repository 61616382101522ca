from dataclasses import dataclass
from functools import partial

import jax
import jax.numpy as jnp


@dataclass(frozen=True)
class BandSpec:
    fmin: float
    fmax: float
    fs: float


@partial(jax.jit, static_argnames="spec")
def envelope_in_band(traces, spec):
    n = traces.shape[-1]
    freqs = jnp.fft.rfftfreq(n, 1.0 / spec.fs)
    keep = ((freqs >= spec.fmin) & (freqs <= spec.fmax)).astype(jnp.complex64)
    spec_f = jnp.fft.fft(traces, axis=-1)
    h = jnp.concatenate([jnp.ones(1), 2 * jnp.ones(n // 2 - 1), jnp.ones(1), jnp.zeros(n // 2 - 1)])
    keep_full = jnp.concatenate([keep, keep[1:-1][::-1]])
    return jnp.abs(jnp.fft.ifft(spec_f * keep_full * h, axis=-1))
