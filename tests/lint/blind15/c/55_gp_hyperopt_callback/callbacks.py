import jax.numpy as jnp

from gp import predict


class HoldoutRMSE:
    def __init__(self, X, y, Xv, yv, every=10):
        self.X, self.y, self.Xv, self.yv = X, y, Xv, yv
        self.every = every

    def __call__(self, step, params):
        if step % self.every == 0:
            pred = predict(params, self.X, self.y, self.Xv)
            rmse = float(jnp.sqrt(jnp.mean((pred - self.yv) ** 2)))
            print(f"step {step}: holdout rmse {rmse:.4f}")
