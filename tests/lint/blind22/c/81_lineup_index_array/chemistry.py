import jax
import jax.numpy as jnp


@jax.jit
def lineup_chemistry(pair_minutes, lineup):
    sub = pair_minutes[lineup][:, lineup]
    n = lineup.shape[0]
    return jnp.log1p(sub).sum() / (n * (n - 1))
