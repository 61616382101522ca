import jax
import jax.numpy as jnp


class Evaluator:
    def __init__(self, model, fps, logs):
        self.fps = fps
        self.logs = logs
        self._predict = jax.jit(model.apply)

    def __call__(self, params):
        pred = self._predict(params, self.fps)
        rmse = jnp.sqrt(jnp.mean((pred - self.logs) ** 2))
        return float(rmse)
