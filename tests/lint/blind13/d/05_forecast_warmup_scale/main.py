"""Train a linear autoregressive forecaster on a noisy seasonal series."""
import jax
import jax.numpy as jnp
import numpy as np

from schedules import linear_warmup

LAGS = 12
BASE_LR = 0.05
WARMUP = 4
EPOCHS = 8


def make_windows(series, lags):
    idx = np.arange(lags)[None, :] + np.arange(len(series) - lags)[:, None]
    return series[idx], series[lags:]


def mse(params, x, y):
    pred = x @ params["coef"] + params["bias"]
    return jnp.mean((pred - y) ** 2)


@jax.jit
def sgd_step(params, x, y, lr_scale):
    loss, grads = jax.value_and_grad(mse)(params, x, y)
    new = jax.tree_util.tree_map(lambda p, g: p - BASE_LR * lr_scale * g, params, grads)
    return new, loss


def main():
    t = np.arange(400, dtype=np.float32)
    rng = np.random.default_rng(0)
    series = np.sin(2 * np.pi * t / 24) + 0.1 * rng.normal(size=t.shape).astype(np.float32)
    x, y = make_windows(series.astype(np.float32), LAGS)
    x, y = jnp.asarray(x), jnp.asarray(y)
    params = {"coef": jnp.zeros((LAGS,)), "bias": jnp.zeros(())}

    for epoch in range(EPOCHS):
        scale = linear_warmup(epoch + 1, WARMUP)
        params, loss = sgd_step(params, x, y, scale)
        print(f"epoch {epoch}: lr scale {scale} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
