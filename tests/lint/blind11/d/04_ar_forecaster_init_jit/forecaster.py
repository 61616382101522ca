import jax
import jax.numpy as jnp


class AutoregressiveForecaster:
    def __init__(self, lags, horizon, seed=0):
        self.lags = lags
        self.horizon = horizon
        key = jax.random.PRNGKey(seed)
        self.params = {"coef": jax.random.normal(key, (lags,)) * 0.1, "bias": jnp.zeros(())}
        self._forecast = jax.jit(self._rollout)

    def _rollout(self, params, history):
        def one_step(window, _):
            y = jnp.tanh(window @ params["coef"] + params["bias"])
            return jnp.concatenate([window[1:], y[None]]), y
        _, preds = jax.lax.scan(one_step, history[-self.lags:], None, length=self.horizon)
        return preds

    @property
    def forecast_fn(self):
        return self._forecast
