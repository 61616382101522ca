import jax.numpy as jnp
from flax import nnx


class AnomalyEvalCallback:
    def __init__(self, holdout):
        self.holdout = holdout
        self.history = []

    def on_epoch_end(self, epoch, model):
        @nnx.jit
        def recon_error(m, x):
            return jnp.mean((m(x) - x) ** 2, axis=-1)

        err = recon_error(model, self.holdout)
        self.history.append(float(err.mean()))
        print("epoch", epoch, "holdout mse", self.history[-1])
