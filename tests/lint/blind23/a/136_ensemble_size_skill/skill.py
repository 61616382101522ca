import jax
import jax.numpy as jnp


@jax.jit
def ensemble_mean_rmse(member_fields, truth):
    mean = sum(member_fields) / len(member_fields)
    return jnp.sqrt(jnp.mean((mean - truth) ** 2))
