import jax
import jax.numpy as jnp


@jax.jit
def tv_regularized_step(thickness, observed, tv_weight):
    def energy(t):
        tv = jnp.abs(jnp.diff(t, axis=0)).sum() + jnp.abs(jnp.diff(t, axis=1)).sum()
        return jnp.mean((t - observed) ** 2) + tv_weight * tv / t.size

    g = jax.grad(energy)(thickness)
    return thickness - 0.5 * g, energy(thickness)


class Annealer:
    def __init__(self, start=1, factor=2):
        self.weight = start
        self.factor = factor

    def step(self):
        self.weight = self.weight / self.factor
        return self.weight
