import numpy as np
import jax.numpy as jnp
from flax import nnx

from model import ResidualForecaster, predict

N_LAGS = 8


def sliding_batches(series, batch=16):
    X = np.lib.stride_tricks.sliding_window_view(series[:-1], N_LAGS)
    y = series[N_LAGS:]
    for i in range(0, len(X) - batch + 1, batch):
        yield X[i:i + batch].astype(np.float32), y[i:i + batch].astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    series = np.cumsum(rng.standard_normal(90))
    model = ResidualForecaster(N_LAGS, 16, nnx.Rngs(0))
    errs = []
    for X, y in sliding_batches(series):
        pred = predict(model, jnp.asarray(X))
        errs.append(float(jnp.mean(jnp.abs(pred - y))))
    print("batches:", model.num_batches_seen, "MAE:", np.round(errs, 3))


if __name__ == "__main__":
    main()
