import jax
import jax.numpy as jnp


@jax.jit
def fill_stats(volumes, targets):
    err = volumes - targets["nominal"]
    return {
        "mae": jnp.mean(jnp.abs(err)),
        "bias": jnp.mean(err),
        "reject_rate": jnp.mean(jnp.abs(err) > targets["tolerance"]),
    }
