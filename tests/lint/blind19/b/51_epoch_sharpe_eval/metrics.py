import jax
import jax.numpy as jnp


def evaluate(weights_fn, params, feats, fwd_rets):
    @jax.jit
    def sharpe(params, feats, fwd_rets):
        w = weights_fn(params, feats)
        pnl = (w * fwd_rets).sum(-1)
        return jnp.sqrt(252.0) * pnl.mean() / (pnl.std() + 1e-9)

    return float(sharpe(params, feats, fwd_rets))
