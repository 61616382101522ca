import jax.numpy as jnp
import numpy as np

from ar import OnlineAR, sgd_on_window

ORDER = 3
WINDOW = 64


def sensor_windows(n, seed=0):
    rng = np.random.default_rng(seed)
    x = np.zeros(n * WINDOW + ORDER)
    for t in range(ORDER, len(x)):
        x[t] = 0.5 * x[t - 1] - 0.3 * x[t - 2] + 0.1 * x[t - 3] + rng.standard_normal()
    for i in range(n):
        yield jnp.asarray(x[i * WINDOW : (i + 1) * WINDOW].astype(np.float32))


def main():
    model = OnlineAR(coef=jnp.zeros(ORDER), bias=jnp.zeros(()), order=ORDER)
    for i, window in enumerate(sensor_windows(6)):
        model, mse = sgd_on_window(model, window, 0.05)
        print(f"window {i}: mse={float(mse):.3f} coef={np.asarray(model.coef).round(2)}")


if __name__ == "__main__":
    main()
