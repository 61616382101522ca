import jax
import jax.numpy as jnp


class MotorImageryEvaluator:
    def __init__(self, model, X_val, y_val):
        self.model = model
        self.X_val = X_val
        self.y_val = y_val

    def accuracy(self, params):
        logits = jax.jit(self.model.apply)(params, self.X_val)
        return float((logits.argmax(-1) == self.y_val).mean())
