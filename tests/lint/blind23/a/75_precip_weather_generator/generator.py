import jax
import jax.numpy as jnp


@jax.jit
def markov_precip(key, p_wd, p_ww, shape_k, scale, n_days=90):
    k_occ, k_amt = jax.random.split(key)
    u = jax.random.uniform(k_occ, (n_days,))
    amounts = scale * jax.random.gamma(k_amt, shape_k, (n_days,))

    def step(wet, ui):
        p = jnp.where(wet, p_ww, p_wd)
        wet = ui < p
        return wet, wet

    _, wet = jax.lax.scan(step, False, u)
    return jnp.where(wet, amounts, 0.0)
