import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def predict(params, window, horizon_scale=1.0):
    return jnp.tanh(window @ params["w"]) * horizon_scale


def evaluate(params, windows):
    return [float(predict(params, w).mean()) for w in windows]


def backtest(params, windows, scale):
    return [float(predict(params, w, horizon_scale=scale).mean()) for w in windows]


def main():
    rng = np.random.default_rng(13)
    params = {"w": jnp.asarray(rng.normal(size=(8, 1)), dtype=jnp.float32)}
    windows = [jnp.asarray(rng.normal(size=(4, 8)), dtype=jnp.float32) for _ in range(3)]
    print(evaluate(params, windows))
    print(backtest(params, windows, 1.0))
    print(predict(params, windows[0], 1.0).mean())


if __name__ == "__main__":
    main()
