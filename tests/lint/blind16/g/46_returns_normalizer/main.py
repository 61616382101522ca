import functools

import jax
import jax.numpy as jnp
import numpy as np


def _robust_scale(x, center, scale):
    return jnp.clip((x - center) / scale, -5.0, 5.0)


class RobustScaler:
    def fit(self, x):
        self.center_ = jnp.asarray(np.median(x, axis=0))
        q75, q25 = np.percentile(x, [75, 25], axis=0)
        self.scale_ = jnp.asarray(np.maximum(q75 - q25, 1e-6))
        return self

    @functools.cached_property
    def _apply(self):
        return jax.jit(_robust_scale)

    def transform(self, x):
        return self._apply(x, self.center_, self.scale_)


class LogReturns:
    def transform(self, prices):
        return np.diff(np.log(prices), axis=0).astype(np.float32)


rng = np.random.default_rng(13)
N_TICKERS, CHUNK = 12, 65


def price_chunks(n_chunks):
    p = 100 * np.ones(N_TICKERS)
    for _ in range(n_chunks):
        steps = np.exp(rng.normal(0, 0.01, size=(CHUNK, N_TICKERS)))
        path = p * np.cumprod(steps, axis=0)
        p = path[-1]
        yield path


rets = LogReturns()
chunks = list(price_chunks(6))
scaler = RobustScaler().fit(rets.transform(chunks[0]))
for i, chunk in enumerate(chunks[1:]):
    z = scaler.transform(rets.transform(chunk))
    print(i, np.asarray(z).mean().round(3), np.asarray(z).std().round(3))
