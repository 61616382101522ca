import equinox as eqx
import jax
import jax.numpy as jnp

N_SCEN = 4000


@eqx.filter_jit
def mc_var(weights, chol, key, alpha=0.99):
    z = jax.random.normal(key, (N_SCEN, weights.shape[0]))
    pnl = (z @ chol.T) @ weights
    return -jnp.quantile(pnl, 1 - alpha)
