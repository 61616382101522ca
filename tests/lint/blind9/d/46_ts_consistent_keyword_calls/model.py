from functools import partial

import jax
import jax.numpy as jnp

CONTEXT = 24
HORIZON = 6


def init_params(key):
    k1, k2 = jax.random.split(key)
    return {"w_mu": 0.05 * jax.random.normal(k1, (CONTEXT, HORIZON)),
            "w_logsd": 0.05 * jax.random.normal(k2, (CONTEXT, HORIZON)),
            "b_logsd": jnp.zeros(HORIZON)}


@partial(jax.jit, static_argnames=("horizon",))
def gaussian_nll(params, windows, horizon=HORIZON):
    ctx, fut = windows[:, :CONTEXT], windows[:, CONTEXT:CONTEXT + horizon]
    mu = ctx @ params["w_mu"][:, :horizon]
    log_sd = ctx @ params["w_logsd"][:, :horizon] + params["b_logsd"][:horizon]
    return jnp.mean(0.5 * ((fut - mu) / jnp.exp(log_sd)) ** 2 + log_sd)


@jax.jit
def sgd_step(params, windows):
    loss, g = jax.value_and_grad(gaussian_nll)(params, windows, horizon=HORIZON)
    return jax.tree_util.tree_map(lambda p, d: p - 0.05 * d, params, g), loss
