import dataclasses
from functools import partial

import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class WaveConfig:
    n: int = 128
    length: float = 1.0
    c: float = 1.0
    dt: float = 2e-3
    steps_per_frame: int = 10

    @property
    def dx(self):
        return self.length / self.n


@partial(jax.jit, static_argnums=(2,))
def advance_frame(u, u_prev, cfg: WaveConfig):
    r2 = (cfg.c * cfg.dt / cfg.dx) ** 2

    def body(_, carry):
        u, u_prev = carry
        lap = jnp.roll(u, 1) - 2 * u + jnp.roll(u, -1)
        u_next = 2 * u - u_prev + r2 * lap
        u_next = u_next.at[0].set(0.0).at[-1].set(0.0)
        return u_next, u

    return jax.lax.fori_loop(0, cfg.steps_per_frame, body, (u, u_prev))


def initial_pluck(cfg: WaveConfig):
    x = jnp.linspace(0.0, cfg.length, cfg.n)
    u0 = jnp.exp(-((x - 0.3 * cfg.length) ** 2) / 0.002)
    return u0, u0
