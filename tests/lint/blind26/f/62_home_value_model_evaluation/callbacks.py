import jax
import jax.numpy as jnp

class HoldoutCallback:
    def __init__(self, X, y, predict_fn):
        self.X, self.y = X, y

        def holdout_metrics(params, X, y):
            err = predict_fn(params, X) - y
            return jnp.sqrt(jnp.mean(err ** 2)), jnp.mean(jnp.abs(err))

        self._metrics = jax.jit(holdout_metrics)

    def on_epoch_end(self, epoch, params):
        rmse, mae = self._metrics(params, self.X, self.y)
        print(f"epoch {epoch} rmse {float(rmse):.4f} mae {float(mae):.4f}")
