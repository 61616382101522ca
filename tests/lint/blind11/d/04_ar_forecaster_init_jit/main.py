import numpy as np
import jax.numpy as jnp

from forecaster import AutoregressiveForecaster


def sliding_windows(series, context, horizon, stride):
    for start in range(0, len(series) - context - horizon + 1, stride):
        yield series[start:start + context], series[start + context:start + context + horizon]


def main():
    t = np.arange(400, dtype=np.float32)
    series = np.cos(t / 9.0) + 0.05 * np.random.default_rng(2).normal(size=t.shape).astype(np.float32)
    model = AutoregressiveForecaster(lags=8, horizon=6)
    errors = []
    for ctx, tgt in sliding_windows(series, context=32, horizon=6, stride=60):
        preds = model.forecast_fn(model.params, jnp.asarray(ctx))
        errors.append(float(jnp.mean(jnp.abs(preds - tgt))))
    print(f"{len(errors)} windows, MAE {np.mean(errors):.3f}")


if __name__ == "__main__":
    main()
