from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from analysis import decorrelation_lag


@partial(jax.jit, static_argnums=(1,))
def lagged_design(flow, n_lags):
    cols = [flow[n_lags - i - 1: flow.shape[0] - i - 1] for i in range(n_lags)]
    x = jnp.stack(cols, axis=1)
    y = flow[n_lags:]
    coef = jnp.linalg.lstsq(x, y)[0]
    return coef, jnp.sqrt(jnp.mean((x @ coef - y) ** 2))


def main():
    rng = np.random.default_rng(0)
    n_lags = 4
    for site in range(4):
        e = rng.normal(size=400)
        flow = np.zeros(400)
        for t in range(1, 400):
            flow[t] = 0.85 * flow[t - 1] + e[t]
        flow = flow.astype(np.float32)
        lag = decorrelation_lag(flow) if site % 2 else n_lags
        coef, rmse = lagged_design(jnp.asarray(flow), lag)
        print(f"site {site}: lag {lag} ({type(lag).__name__}) rmse {float(rmse):.3f}")


if __name__ == "__main__":
    main()
