import jax
import jax.numpy as jnp


@jax.jit
def ema_update(ema_params, params, decay):
    return jax.tree_util.tree_map(lambda e, p: decay * e + (1.0 - decay) * p, ema_params, params)


class EMACallback:
    def __init__(self, params, decay=0.98):
        self.decay = decay
        self.ema = params

    def on_step_end(self, step, params, loss):
        self.ema = ema_update(self.ema, params, self.decay)


class LossLogger:
    def __init__(self, every):
        self.every = every

    def on_step_end(self, step, params, loss):
        if step % self.every == 0:
            print(f"step {step} loss {float(loss):.4f}")
