import jax


@jax.jit
def ema_update(ema, params, decay):
    return jax.tree_util.tree_map(lambda e, p: decay * e + (1.0 - decay) * p, ema, params)


class EMACallback:
    def __init__(self, params, max_decay=0.999):
        self.ema = params
        self.max_decay = max_decay

    def on_step_end(self, step, params):
        decay = min(self.max_decay, (1.0 + step) / (10.0 + step))
        self.ema = ema_update(self.ema, params, decay)
