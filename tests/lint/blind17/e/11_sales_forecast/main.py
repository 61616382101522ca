import functools

import jax
import jax.numpy as jnp

from stores import make_stores

LAGS = 7


@jax.jit
def fit_ar(series):
    X = jnp.stack([series[i:len(series) - LAGS + i] for i in range(LAGS)], axis=1)
    y = series[LAGS:]
    X1 = jnp.concatenate([X, jnp.ones((X.shape[0], 1))], axis=1)
    return jnp.linalg.lstsq(X1, y)[0]


@functools.partial(jax.jit, static_argnums=2)
def forecast(coef, series, horizon):
    def step(window, _):
        nxt = window @ coef[:-1] + coef[-1]
        return jnp.concatenate([window[1:], nxt[None]]), nxt

    _, preds = jax.lax.scan(step, series[-LAGS:], None, length=horizon)
    return preds


stores = make_stores()
MAX_HORIZON = max(s["horizon"] for s in stores)

for store in stores:
    coef = fit_ar(store["sales"])
    preds = forecast(coef, store["sales"], MAX_HORIZON)[:store["horizon"]]
    print(f"store {store['id']}: next {store['horizon']} days mean {float(preds.mean()):.1f}")
