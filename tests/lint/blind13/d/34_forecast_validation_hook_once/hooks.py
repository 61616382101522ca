import jax
import jax.numpy as jnp


class ValidationHook:
    """Logs validation sMAPE every `every` steps."""

    def __init__(self, predict_fn, x_val, y_val, every=1):
        self.x_val = x_val
        self.y_val = y_val
        self.every = every
        self.history = []

        def smape(params):
            pred = predict_fn(params, self.x_val)
            denom = jnp.abs(pred) + jnp.abs(self.y_val) + 1e-6
            return 200.0 * jnp.mean(jnp.abs(pred - self.y_val) / denom)

        self._smape = jax.jit(smape)

    def __call__(self, step, params):
        if step % self.every:
            return
        score = float(self._smape(params))
        self.history.append((step, score))
        print(f"step {step}: val sMAPE {score:.2f}")
