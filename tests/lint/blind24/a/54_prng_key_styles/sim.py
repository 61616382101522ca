import jax
import jax.numpy as jnp


@jax.jit
def stochastic_fmd_outbreak(key, n_farms_infected, r0):
    # branching-process approximation of foot-and-mouth spread between farms over 10 generations
    def gen(carry, k):
        infected = carry
        new = jax.random.poisson(k, r0 * infected)
        return new.astype(jnp.float32), new
    keys = jax.random.split(key, 10)
    _, sizes = jax.lax.scan(gen, n_farms_infected, keys)
    return sizes
