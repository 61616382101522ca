import jax
import jax.numpy as jnp


def energy(x):
    return jnp.sum((x**2 - 1.0) ** 2) + 0.5 * jnp.sum((x[1:] - x[:-1]) ** 2)


@jax.jit
def local_moves(states, betas, key, scale=0.3):
    new_states = []
    for i, (x, beta) in enumerate(zip(states, betas)):
        k1, k2 = jax.random.split(jax.random.fold_in(key, i))
        prop = x + scale * jax.random.normal(k1, x.shape)
        accept = jnp.log(jax.random.uniform(k2)) < -beta * (energy(prop) - energy(x))
        new_states.append(jnp.where(accept, prop, x))
    return new_states
