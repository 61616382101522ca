from dataclasses import dataclass
from functools import partial
import jax
import jax.numpy as jnp


@dataclass(frozen=True)
class SpringConfig:
    n_steps: int
    dt: float


@partial(jax.jit, static_argnums=(1,))
def simulate(k, cfg):
    def body(state, _):
        x, v = state
        v = v - cfg.dt * k * x
        return (x + cfg.dt * v, v), x
    _, xs = jax.lax.scan(body, (1.0, 0.0), None, length=cfg.n_steps)
    return xs


class Calibrator:
    def __init__(self, observed):
        self.observed = observed
        self.cfg = SpringConfig(n_steps=50, dt=0.01)

    def loss(self, k):
        return jnp.mean((simulate(k, self.cfg) - self.observed) ** 2)

    def refine(self):
        self.cfg = SpringConfig(n_steps=self.cfg.n_steps, dt=self.cfg.dt * 0.9)
