import jax
import jax.numpy as jnp


@jax.jit
def spread_skill_ratio(ensemble, truth, idx):
    sub = ensemble[idx]
    spread = jnp.sqrt(jnp.mean(jnp.var(sub, axis=0, ddof=1)))
    rmse = jnp.sqrt(jnp.mean((sub.mean(0) - truth) ** 2))
    return spread / rmse
