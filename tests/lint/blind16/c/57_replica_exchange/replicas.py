import jax
import jax.numpy as jnp


def energy(x):
    return jnp.sum((x**2 - 1.0) ** 2) + 0.5 * jnp.sum((x[1:] - x[:-1]) ** 2)


@jax.jit
def local_moves(states, betas, key, scale=0.3):
    def move(x, beta, k):
        k1, k2 = jax.random.split(k)
        prop = x + scale * jax.random.normal(k1, x.shape)
        accept = jnp.log(jax.random.uniform(k2)) < -beta * (energy(prop) - energy(x))
        return jnp.where(accept, prop, x)

    keys = jax.random.split(key, states.shape[0])
    return jax.vmap(move)(states, betas, keys)
