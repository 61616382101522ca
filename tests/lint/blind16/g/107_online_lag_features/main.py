import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def predict_next(coef, lags):
    x = jnp.stack(lags)
    w = coef[: x.shape[0]]
    return jnp.sum(w[::-1] * x) / jnp.maximum(jnp.sum(w), 1e-6)


class OnlineForecaster:
    def __init__(self, max_lags=6):
        self.max_lags = max_lags
        self.coef = jnp.asarray([0.5 ** k for k in range(max_lags)], dtype=jnp.float32)
        self.lags = []

    def update(self, value):
        self.lags.append(jnp.float32(value))
        self.lags = self.lags[-self.max_lags:]
        return float(predict_next(self.coef, self.lags))


rng = np.random.default_rng(95)
fc = OnlineForecaster(max_lags=6)
y = 10 + np.cumsum(rng.normal(0, 0.5, 15))
for t, v in enumerate(y):
    pred = fc.update(v)
    if t % 3 == 2:
        print(f"t={t} value={v:.2f} next={pred:.2f}")
