from functools import partial

import jax
import jax.numpy as jnp


class ARXForecaster:
    def __init__(self, lags=3, horizon=6):
        self.lags = lags
        self.horizon = horizon

    @partial(jax.jit, static_argnums=0)
    def rollout_forecast(self, coefs, recent_q, future_rain):
        a = coefs[: self.lags]
        b = coefs[self.lags]

        def step(hist, r):
            q = jnp.dot(a, hist) + b * r
            return jnp.concatenate([q[None], hist[:-1]]), q

        _, qs = jax.lax.scan(step, recent_q, future_rain[: self.horizon])
        return qs
