import equinox as eqx
import jax
import jax.numpy as jnp

class AgeModel(eqx.Module):
    weights: jax.Array
    selectivity: jax.Array
    M: float

    def yield_per_recruit(self, F):
        z = self.M + F * self.selectivity
        n = jnp.concatenate([jnp.ones(1), jnp.cumprod(jnp.exp(-z[:-1]))])
        return jnp.sum(n * F * self.selectivity / z * (1 - jnp.exp(-z)) * self.weights)

@eqx.filter_jit
def equilibrium_yield(model, F_grid):
    return jax.vmap(model.yield_per_recruit)(F_grid)
