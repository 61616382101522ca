import equinox as eqx
import jax
import jax.numpy as jnp


class Scenario(eqx.Module):
    r0: jax.Array
    gamma: jax.Array
    pop: jax.Array

    def __init__(self, r0, infectious_days=5.0, pop=1e5):
        self.r0 = jnp.float32(r0)
        self.gamma = jnp.float32(1.0 / infectious_days)
        self.pop = jnp.float32(pop)

    @eqx.filter_jit
    def run(self, key, seed_infections):
        beta = self.r0 * self.gamma
        keys = jax.random.split(key, 150)

        def step(y, k):
            s, i = y
            new = jax.random.poisson(k, beta * s * i / self.pop).astype(jnp.float32)
            new = jnp.minimum(new, s)
            return (s - new, i + new - self.gamma * i), new

        _, incidence = jax.lax.scan(step, (self.pop - seed_infections, seed_infections), keys)
        return incidence
