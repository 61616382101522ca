import jax


@jax.jit
def ema_blend(ema_params, params, decay):
    return jax.tree_util.tree_map(lambda e, p: decay * e + (1 - decay) * p, ema_params, params)


class EMACallback:
    """Keeps an exponential moving average of the weights for the release model."""

    def __init__(self, params):
        self.ema = params

    def on_step_end(self, step, params):
        decay = 0 if step == 0 else min(0.99, (1 + step) / (10 + step))
        self.ema = ema_blend(self.ema, params, decay)
