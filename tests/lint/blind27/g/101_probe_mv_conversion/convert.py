import jax
import jax.numpy as jnp


@jax.jit
def mv_to_celsius(raw_mv, table_mv, table_c):
    return jnp.interp(raw_mv, table_mv, table_c)
