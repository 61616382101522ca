import dataclasses
from functools import partial

import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class DrivenPendulumChain:
    n_links: int = 8
    length: float = 0.2
    damping: float = 0.05
    drive_amp: float = 0.5
    drive_freq: float = 2.0
    time: float = 0.0

    @partial(jax.jit, static_argnums=0)
    def step(self, theta, omega, dt):
        drive = self.drive_amp * jnp.sin(self.drive_freq * self.time)
        coupling = jnp.zeros_like(theta)
        coupling = coupling.at[1:].add(jnp.sin(theta[:-1] - theta[1:]))
        coupling = coupling.at[:-1].add(jnp.sin(theta[1:] - theta[:-1]))
        alpha = -9.81 / self.length * jnp.sin(theta) + 5.0 * coupling - self.damping * omega
        alpha = alpha.at[0].add(drive)
        omega = omega + dt * alpha
        theta = theta + dt * omega
        return theta, omega

    def advanced(self, dt):
        return dataclasses.replace(self, time=self.time + dt)
