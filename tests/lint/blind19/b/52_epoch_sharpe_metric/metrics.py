from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(0,))
def _sharpe(weights_fn, params, feats, fwd_rets):
    w = weights_fn(params, feats)
    pnl = (w * fwd_rets).sum(-1)
    return jnp.sqrt(252.0) * pnl.mean() / (pnl.std() + 1e-9)


def evaluate(weights_fn, params, feats, fwd_rets):
    return float(_sharpe(weights_fn, params, feats, fwd_rets))
