from functools import partial

import jax
import jax.numpy as jnp


def objective(w, mu, cov, risk_aversion):
    return -(w @ mu) + 0.5 * risk_aversion * w @ cov @ w


def project_long_only(w, max_weight):
    w = jnp.clip(w, 0.0, max_weight)
    return w / w.sum()


@partial(jax.jit, static_argnums=(4,))
def anneal_sweep(key, w, mu, cov, temperature, risk_aversion=4.0, max_weight=0.3, n_moves=32):
    def move(carry, k):
        w, f = carry
        k1, k2 = jax.random.split(k)
        prop = project_long_only(w + 0.02 * jax.random.normal(k1, w.shape), max_weight)
        f_prop = objective(prop, mu, cov, risk_aversion)
        accept = jnp.log(jax.random.uniform(k2)) < (f - f_prop) / temperature
        return (jnp.where(accept, prop, w), jnp.where(accept, f_prop, f)), None

    (w, f), _ = jax.lax.scan(move, (w, objective(w, mu, cov, risk_aversion)), jax.random.split(key, n_moves))
    return w, f
