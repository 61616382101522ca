import jax
import jax.numpy as jnp


@jax.jit
def smooth_features(a_hat, x, n_rounds):
    return jax.lax.fori_loop(0, n_rounds, lambda _, h: 0.5 * h + 0.5 * (a_hat @ h), x)

