import jax
from flax.core import freeze, unfreeze


def init_ema(params):
    return freeze(jax.tree_util.tree_map(lambda p: p.copy(), params))


def update_ema(ema, params, decay=0.99):
    return freeze(jax.tree_util.tree_map(lambda e, p: decay * e + (1 - decay) * p, unfreeze(ema), params))
