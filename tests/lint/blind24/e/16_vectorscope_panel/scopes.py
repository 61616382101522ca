from dataclasses import dataclass
from functools import partial

import jax
import jax.numpy as jnp


@dataclass(frozen=True)
class VectorscopeSettings:
    grid: int = 48
    gain: float = 2.0


@partial(jax.jit, static_argnames=("settings",))
def vectorscope(frame, settings):
    r, g, b = frame[..., 0], frame[..., 1], frame[..., 2]
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    cb = (b - y) / 1.8556 * settings.gain
    cr = (r - y) / 1.5748 * settings.gain
    n = settings.grid
    ix = jnp.clip(((cb + 0.5) * (n - 1)).astype(jnp.int32), 0, n - 1)
    iy = jnp.clip(((cr + 0.5) * (n - 1)).astype(jnp.int32), 0, n - 1)
    return jnp.zeros((n, n)).at[iy.ravel(), ix.ravel()].add(1.0)
