import jax
import jax.numpy as jnp
import numpy as np

from net import build_forecaster, make_predict

LAGS = 8


def hourly_windows(n_hours=6, n_sites=16, seed=0):
    rng = np.random.default_rng(seed)
    for h in range(n_hours):
        yield h, rng.normal(size=(n_sites, LAGS)).astype(np.float32)


def main():
    params = build_forecaster().init(jax.random.PRNGKey(0), jnp.zeros((1, LAGS)))
    for hour, x in hourly_windows():
        predict = make_predict()
        y_hat = predict(params, x)
        print(f"hour {hour}: mean forecast={float(y_hat.mean()):+.3f}")


if __name__ == "__main__":
    main()
