"""Direct multi-horizon linear forecaster for daily sales with a validation hook."""
import jax
import jax.numpy as jnp
import numpy as np

from hooks import ValidationHook

CONTEXT, HORIZON = 14, 7


def make_xy(series):
    n = len(series) - CONTEXT - HORIZON + 1
    idx = np.arange(n)[:, None]
    return (series[idx + np.arange(CONTEXT)].astype(np.float32),
            series[idx + CONTEXT + np.arange(HORIZON)].astype(np.float32))


def predict(params, x):
    return x @ params["w"] + params["b"]


def main():
    rng = np.random.default_rng(0)
    t = np.arange(300)
    sales = 50 + 10 * np.sin(2 * np.pi * t / 7) + 0.05 * t + rng.normal(0, 2, len(t))
    x, y = make_xy(sales / 50.0)
    x_tr, y_tr = jnp.asarray(x[:200]), jnp.asarray(y[:200])
    hook = ValidationHook(predict, jnp.asarray(x[200:]), jnp.asarray(y[200:]), every=2)

    @jax.jit
    def update(params):
        loss = lambda p: jnp.mean((predict(p, x_tr) - y_tr) ** 2)
        return jax.tree_util.tree_map(lambda w, g: w - 0.05 * g, params, jax.grad(loss)(params))

    params = {"w": jnp.full((CONTEXT, HORIZON), 1.0 / CONTEXT, dtype=jnp.float32),
              "b": jnp.zeros(HORIZON)}
    for step in range(10):
        params = update(params)
        hook(step, params)


if __name__ == "__main__":
    main()
