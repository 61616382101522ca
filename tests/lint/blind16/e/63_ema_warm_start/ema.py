import jax


def ema_update(ema_params, params, step, start, decay):
    if step < start:
        return params
    return jax.tree.map(lambda e, p: decay * e + (1.0 - decay) * p, ema_params, params)
