import jax.numpy as jnp


def make_objective(transform):
    if transform == "log":
        return lambda sim, obs: jnp.mean((jnp.log1p(sim) - jnp.log1p(obs)) ** 2)
    if transform == "sqrt":
        return lambda sim, obs: jnp.mean((jnp.sqrt(sim) - jnp.sqrt(obs)) ** 2)
    return lambda sim, obs: jnp.mean((sim - obs) ** 2)
