from dataclasses import dataclass
from functools import partial

import jax
import jax.numpy as jnp

from fem import temperature


@dataclass(frozen=True)
class ConductorDesign:
    k_min: float = 0.1
    k_max: float = 5.0
    volume_fraction: float = 0.4
    penal: float = 3.0
    lr: float = 0.2

    def conductivities(self, rho):
        return self.k_min + (self.k_max - self.k_min) * rho ** self.penal

    def compliance(self, rho, source):
        return source @ temperature(self.conductivities(rho), source)

    @partial(jax.jit, static_argnums=0)
    def step(self, rho, source):
        c, g = jax.value_and_grad(self.compliance)(rho, source)
        rho = jnp.clip(rho - self.lr * g / (jnp.max(jnp.abs(g)) + 1e-12), 0.01, 1.0)
        rho = rho * self.volume_fraction / jnp.mean(rho)
        return jnp.clip(rho, 0.01, 1.0), c


def run(design, rho, source, n_iter=5):
    for iteration in range(1, n_iter + 1):
        rho, c = design.step(rho, source)
        print(iteration, float(c))
    return design, rho
