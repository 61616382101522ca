import jax.numpy as jnp
import numpy as np

from ambient import correlate_day


def day_windows(rng, n_windows=24, n=1000, lag=15):
    src = rng.standard_normal((n_windows, n + lag)).astype(np.float32)
    a = src[:, lag:] + 0.5 * rng.standard_normal((n_windows, n)).astype(np.float32)
    b = src[:, :n] + 0.5 * rng.standard_normal((n_windows, n)).astype(np.float32)
    return jnp.asarray(a), jnp.asarray(b)


def main():
    rng = np.random.default_rng(0)
    stack = 0.0
    for day in range(5):
        a, b = day_windows(rng)
        stack = stack + correlate_day(a, b)
        print(day, int(jnp.argmax(stack)) - 200)


if __name__ == "__main__":
    main()
