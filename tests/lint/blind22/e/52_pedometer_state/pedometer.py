from dataclasses import dataclass
from functools import partial

import jax
import jax.numpy as jnp


@dataclass(frozen=True)
class PedometerState:
    fs: float = 50.0
    min_step_interval_s: float = 0.3
    total_steps: int = 0


@partial(jax.jit, static_argnums=(0,))
def count_steps(cfg, acc):
    mag = jnp.linalg.norm(acc, axis=-1)
    mag = mag - jnp.mean(mag)
    smooth = jnp.convolve(mag, jnp.ones(5) / 5.0, mode="same")
    refractory = int(cfg.min_step_interval_s * cfg.fs)
    is_peak = (smooth[1:-1] > smooth[:-2]) & (smooth[1:-1] >= smooth[2:]) & (smooth[1:-1] > 0.3)
    # suppress peaks closer than the refractory period with a max filter
    local_max = jax.lax.reduce_window(smooth, -jnp.inf, jax.lax.max, (refractory,), (1,), "SAME")
    return jnp.sum(is_peak & (smooth[1:-1] >= local_max[1:-1]))
