import jax
import jax.numpy as jnp

from model import net


@jax.jit
def eval_scores(params, tokens, scores):
    pred = net.apply(params, tokens)
    mse = jnp.mean((pred - scores) ** 2)
    # quadratic-weighted agreement proxy on rounded 0-6 scale
    r = jnp.corrcoef(jnp.round(pred), scores)[0, 1]
    return mse, r
