import jax
import jax.numpy as jnp

from model import PPGRhythmNet

_model = PPGRhythmNet()


def predict(params, x):
    return _model.apply({"params": params}, x)


class EpochEvaluator:
    def __init__(self, val_x, val_y):
        self.val_x = val_x
        self.val_y = val_y

    def run(self, params):
        logits = jax.jit(predict)(params, self.val_x)
        return float(jnp.mean((logits > 0) == (self.val_y > 0.5)))
