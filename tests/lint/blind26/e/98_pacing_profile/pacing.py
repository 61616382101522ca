import jax
import jax.numpy as jnp


@jax.jit
def pacing_profile(splits):
    s = jnp.stack(splits)
    cv = jnp.std(s) / jnp.mean(s)
    kick = s[-1] / jnp.mean(s[:-1])
    return cv, kick
