import functools

import jax
import jax.numpy as jnp
import numpy as np


class QueueDepthForecaster:
    def __init__(self, lags=6, ridge=1e-2):
        self.lags = lags
        self.ridge = ridge
        self.coef = jnp.zeros(lags)

    def _design(self, series):
        idx = jnp.arange(self.lags)[None, :] + jnp.arange(series.shape[0] - self.lags)[:, None]
        return series[idx], series[self.lags:]

    def _fit_and_score(self, series):
        X, y = self._design(series)
        coef = jnp.linalg.solve(X.T @ X + self.ridge * jnp.eye(self.lags), X.T @ y)
        resid = y - X @ coef
        return coef, resid[-1] / (resid.std() + 1e-6)

    @functools.cached_property
    def step_fn(self):
        return jax.jit(self._fit_and_score)

    def update(self, series):
        self.coef, z = self.step_fn(series)
        return z


def main():
    rng = np.random.default_rng(12)
    fc = QueueDepthForecaster()
    depth = 50 + np.cumsum(rng.normal(size=200))
    for t in range(5):
        window = jnp.asarray(depth[t * 20:t * 20 + 96], jnp.float32)
        z = fc.update(window)
        print(t, round(float(z), 3))


if __name__ == "__main__":
    main()
