import jax
import jax.numpy as jnp
import numpy as np


def difference(series, d):
    out = series
    for _ in range(d):
        out = np.diff(out)
    return out.astype(np.float32)


def lag_matrix(x, p):
    rows = [x[i:len(x) - p + i] for i in range(p)]
    return np.stack(rows, axis=1), x[p:]


P = 3
MAX_D = 2
SERIES_SPECS = {"cpi": 2, "gdp": 1, "unemployment": 0, "retail": 1, "housing": 2}


@jax.jit
def fit_ar(X, y, ridge=1e-3):
    XtX = X.T @ X + ridge * jnp.eye(X.shape[1])
    coef = jnp.linalg.solve(XtX, X.T @ y)
    resid = y - X @ coef
    return coef, jnp.sqrt(jnp.mean(resid ** 2))


rng = np.random.default_rng(12)
for name, d in SERIES_SPECS.items():
    raw = np.cumsum(np.cumsum(rng.normal(size=120)))
    stationary = difference(raw, d)[MAX_D - d:]
    X, y = lag_matrix(stationary, P)
    coef, rmse = fit_ar(jnp.asarray(X), jnp.asarray(y))
    print(f"{name:13s} d={d} coef={np.round(np.asarray(coef), 3)} rmse={float(rmse):.3f}")
