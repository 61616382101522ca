import jax
import jax.numpy as jnp


def predict_labels(model, params, X):
    return model.apply(params, X).argmax(-1)


class MotorImageryEvaluator:
    def __init__(self, model, X_val, y_val):
        self.model = model
        self.X_val = X_val
        self.y_val = y_val

    def accuracy(self, params):
        pred = jax.jit(predict_labels, static_argnums=0)(self.model, params, self.X_val)
        return float((pred == self.y_val).mean())
