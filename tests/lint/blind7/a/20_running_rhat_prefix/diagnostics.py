import jax
import jax.numpy as jnp


@jax.jit
def split_rhat(chains):
    """chains: (n_chains, n_draws)"""
    n = chains.shape[1] // 2
    halves = jnp.concatenate([chains[:, :n], chains[:, n:2 * n]], axis=0)
    w = jnp.mean(jnp.var(halves, axis=1, ddof=1))
    b = n * jnp.var(jnp.mean(halves, axis=1), ddof=1)
    var_hat = (n - 1) / n * w + b / n
    return jnp.sqrt(var_hat / w)
