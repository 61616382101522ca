import jax
import numpy as np


class ValidationCallback:
    def __init__(self, model, x_val, y_val, every=1):
        self.model = model
        self.x_val = x_val
        self.y_val = y_val
        self.every = every
        self.history = []

    def __call__(self, epoch, params):
        if epoch % self.every:
            return
        predict = jax.jit(self.model.apply)
        pred = 100.0 * np.asarray(predict(params, self.x_val))
        mae = float(np.mean(np.abs(pred - self.y_val)))
        self.history.append(mae)
        print(f"  epoch {epoch}: val MAE {mae:.3f} MPa")
