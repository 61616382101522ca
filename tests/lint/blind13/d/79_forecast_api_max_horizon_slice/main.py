"""Simulated traffic against an autoregressive forecasting endpoint."""
import jax.numpy as jnp
import numpy as np

from api import ForecastAPI
from model import LAGS


def main():
    rng = np.random.default_rng(0)
    coef = jnp.asarray(np.r_[np.zeros(LAGS - 2), -0.3, 1.2], jnp.float32)
    api = ForecastAPI(coef)
    for req_id in range(6):
        request = {"history": (10 + np.cumsum(rng.normal(size=48))).tolist(),
                   "horizon": int(rng.integers(1, 25))}
        reply = api.handle(request)
        print(f"request {req_id}: horizon {request['horizon']}, last {reply['forecast'][-1]}")


if __name__ == "__main__":
    main()
