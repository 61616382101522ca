from dataclasses import dataclass
from functools import partial

import jax
import jax.numpy as jnp


@dataclass(frozen=True)
class RunwayConfig:
    n_runways: int = 2
    sep_heavy: float = 2.0
    sep_default: float = 1.5


@partial(jax.jit, static_argnames=("cfg",))
def assign_slots(eta, heavy, cfg):
    # greedy first-come-first-served over runways, minutes
    order = jnp.argsort(eta)
    eta_s, heavy_s = eta[order], heavy[order]
    free = jnp.zeros(cfg.n_runways)

    def body(free, inp):
        t, h = inp
        r = jnp.argmin(free)
        start = jnp.maximum(t, free[r])
        sep = jnp.where(h, cfg.sep_heavy, cfg.sep_default)
        free = free.at[r].set(start + sep)
        return free, (start, r)

    _, (slot, rwy) = jax.lax.scan(body, free, (eta_s, heavy_s))
    return slot - eta_s, rwy
