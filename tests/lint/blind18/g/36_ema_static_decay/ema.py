import functools

import jax


@functools.partial(jax.jit, static_argnames=("decay",))
def ema_update(ema_params, params, decay):
    return jax.tree_util.tree_map(lambda e, p: decay * e + (1.0 - decay) * p, ema_params, params)


class EMACallback:
    """Keeps an exponential moving average of the weights, with timm-style warmup of the decay."""

    def __init__(self, params, max_decay=0.999, warmup=10):
        self.ema = params
        self.max_decay = max_decay
        self.warmup = warmup

    def decay_at(self, step):
        return min(self.max_decay, (1 + step) / (self.warmup + step))

    def on_train_batch_end(self, step, params):
        self.ema = ema_update(self.ema, params, decay=self.decay_at(step))
