import jax


def update_ema(ema, params, decay=0.9):
    return jax.tree_util.tree_map(lambda e, p: decay * e + (1 - decay) * p, ema, params)


def export_for_eval(ema):
    return jax.tree_util.tree_map(lambda a: a, ema)
