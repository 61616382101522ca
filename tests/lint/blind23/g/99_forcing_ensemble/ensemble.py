import jax
import jax.numpy as jnp


@jax.jit
def perturb_forcing(key, rain, rel_sd):
    eps = jax.random.normal(key, (16,) + rain.shape)
    return jnp.maximum(rain[None, :] * (1.0 + rel_sd * eps), 0.0)


def member_key(seed, legacy):
    if legacy:
        return jax.random.PRNGKey(seed)
    return jax.random.key(seed)
