import jax
import jax.numpy as jnp


class EpochEvaluator:
    def __init__(self, model, val_x, val_y):
        self.model = model
        self.val_x = val_x
        self.val_y = val_y

    def run(self, params):
        predict = jax.jit(self.model.apply)
        logits = predict({"params": params}, self.val_x)
        return float(jnp.mean((logits > 0) == (self.val_y > 0.5)))
