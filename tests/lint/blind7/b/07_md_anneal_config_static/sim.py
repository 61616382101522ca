import dataclasses
from functools import partial

import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class LangevinConfig:
    dt: float = 0.01
    gamma: float = 1.0
    temperature: float = 1.0


def harmonic_force(x, k=1.0):
    return -k * x


@partial(jax.jit, static_argnums=(2,))
def langevin_step(x, key, cfg):
    noise = jax.random.normal(key, x.shape)
    drift = harmonic_force(x) * cfg.dt / cfg.gamma
    return x + drift + jnp.sqrt(2.0 * cfg.temperature * cfg.dt / cfg.gamma) * noise


class AnnealingSimulation:
    def __init__(self, n_particles, t_start=2.0, t_end=0.1):
        self.cfg = LangevinConfig(temperature=t_start)
        self.t_start, self.t_end = t_start, t_end
        self.x = jnp.zeros((n_particles, 3))

    def set_epoch(self, epoch, n_epochs):
        frac = epoch / max(n_epochs - 1, 1)
        t = self.t_start + frac * (self.t_end - self.t_start)
        self.cfg = dataclasses.replace(self.cfg, temperature=t)

    def run(self, key, n_steps):
        for _ in range(n_steps):
            key, sub = jax.random.split(key)
            self.x = langevin_step(self.x, sub, self.cfg)
        return key
