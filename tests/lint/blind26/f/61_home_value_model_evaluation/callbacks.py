import jax
import jax.numpy as jnp

class HoldoutCallback:
    def __init__(self, X, y, predict_fn):
        self.X, self.y, self.predict_fn = X, y, predict_fn
        self.history = []

    def on_epoch_end(self, epoch, params):
        def holdout_rmse(X, y):
            return jnp.sqrt(jnp.mean((self.predict_fn(params, X) - y) ** 2))
        rmse = float(jax.jit(holdout_rmse)(self.X, self.y))
        self.history.append(rmse)
        print(f"epoch {epoch} holdout rmse {rmse:.4f}")
