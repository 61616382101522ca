import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def ema_update(ema_params, params, decay):
    return jax.tree_util.tree_map(lambda e, p: decay * e + (1.0 - decay) * p, ema_params, params)


class EMACallback:
    def __init__(self, params, decay=0.99):
        self.decay = jnp.float32(decay)
        self.ema = params

    def on_step_end(self, params):
        self.ema = ema_update(self.ema, params, self.decay)

    def on_checkpoint(self, params):
        self.ema = ema_update(self.ema, params, decay=self.decay)
        return self.ema


def main():
    rng = np.random.default_rng(0)
    params = {"backbone": jnp.zeros((8, 8)), "head": jnp.zeros((8,))}
    cb = EMACallback(params)
    for step in range(1, 9):
        params = jax.tree_util.tree_map(lambda p: p + jnp.asarray(rng.normal(size=p.shape), jnp.float32), params)
        if step % 4 == 0:
            saved = cb.on_checkpoint(params)
            print("checkpoint", step, float(saved["head"].sum()))
        else:
            cb.on_step_end(params)


if __name__ == "__main__":
    main()
