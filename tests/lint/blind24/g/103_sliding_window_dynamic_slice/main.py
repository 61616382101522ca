import jax.numpy as jnp
import numpy as np

from backtest import rolling_origin_error


def origins(n, step=12, need=30):
    return list(range(0, n - need, step))


def main():
    rng = np.random.default_rng(0)
    t = np.arange(24 * 5)
    series = jnp.asarray(80 + 40 * np.sin(2 * np.pi * t / 24) + rng.normal(0, 5, len(t)), jnp.float32)
    errs = [float(rolling_origin_error(series, s)) for s in origins(len(t))]
    print(len(errs), round(float(np.mean(errs)), 2))


if __name__ == "__main__":
    main()
