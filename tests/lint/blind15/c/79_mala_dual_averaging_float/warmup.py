import jax
import jax.numpy as jnp

from mala import mala_chain


def dual_averaging(key, x, init_step=0.5, n_rounds=6, target=0.57):
    log_eps = jnp.log(jnp.float32(init_step))
    h_bar = jnp.float32(0.0)
    for t in range(1, n_rounds + 1):
        key, sub = jax.random.split(key)
        x, acc = mala_chain(sub, x, jnp.exp(log_eps))
        h_bar = (1 - 1 / (t + 10)) * h_bar + (target - acc) / (t + 10)
        log_eps = jnp.log(jnp.float32(init_step)) - jnp.sqrt(t) / 0.05 * h_bar / 10
    return x, jnp.exp(log_eps)
