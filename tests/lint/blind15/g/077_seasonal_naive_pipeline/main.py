import jax.numpy as jnp
import numpy as np

from serve import Forecaster

LAGS = 3


def main():
    rng = np.random.default_rng(0)
    t = np.arange(40)
    seasonal = np.sin(2 * np.pi * np.arange(7) / 7).astype(np.float32)
    series = (5 + seasonal[t % 7] + 0.1 * rng.standard_normal(t.size)).astype(np.float32)
    params = {"level": jnp.float32(5.0), "seasonal": jnp.asarray(seasonal), "ar": jnp.array([0.0, 0.0, 0.05])}
    fc = Forecaster(params, LAGS)
    preds = fc.run(series)
    print("MAE:", round(float(np.mean(np.abs(preds - series[LAGS:]))), 4))


if __name__ == "__main__":
    main()
