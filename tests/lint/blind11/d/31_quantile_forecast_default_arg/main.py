import numpy as np
import jax

from model import init_params, quantile_loss, sgd_step

CONTEXT, BATCH = 16, 32


def batch(series, rng):
    starts = rng.integers(0, len(series) - CONTEXT - 1, size=BATCH)
    x = np.stack([series[s:s + CONTEXT] for s in starts]).astype(np.float32)
    return x, series[starts + CONTEXT].astype(np.float32)


def validate(params, series, rng):
    x, y = batch(series, rng)
    return float(quantile_loss(params, x, y))


def main():
    rng = np.random.default_rng(0)
    series = np.sin(np.arange(500) / 8.0) + 0.3 * rng.standard_t(3, size=500)
    train, val = series[:400], series[400:]
    params = init_params(jax.random.PRNGKey(0), CONTEXT)
    for epoch in range(4):
        x, y = batch(train, rng)
        train_loss = quantile_loss(params, x, y, 0.1)
        params = sgd_step(params, x, y, 0.1)
        print(f"epoch {epoch} train {float(train_loss):.4f} val {validate(params, val, rng):.4f}")


if __name__ == "__main__":
    main()
