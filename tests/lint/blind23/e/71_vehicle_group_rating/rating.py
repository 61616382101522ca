import jax
import jax.numpy as jnp

GROUP_RELATIVITY = jnp.linspace(0.7, 2.2, 20)


@jax.jit
def technical_premium(base, group_code, ncd):
    return base * GROUP_RELATIVITY[group_code] * (1.0 - 0.05 * ncd)
