import jax


def init_ema(params):
    return {k: 0.0 for k in params}


@jax.jit
def update_ema(ema, params, decay):
    return jax.tree_util.tree_map(lambda e, p: decay * e + (1 - decay) * p, ema, params)
