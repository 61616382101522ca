import jax
import jax.numpy as jnp
import numpy as np

from windows import sliding_windows

FS = 25
WIN, HOP = 8 * FS, 2 * FS


@jax.jit
def pulse_rate(seg):
    x = seg - jnp.mean(seg)
    ac = jnp.correlate(x, x, mode="full")[x.shape[0] - 1:]
    lags = jnp.arange(ac.shape[0])
    valid = (lags >= FS * 60 // 180) & (lags <= FS * 60 // 40)
    lag = jnp.argmax(jnp.where(valid, ac, -jnp.inf))
    return 60.0 * FS / lag


def recording(seconds, seed):
    rng = np.random.default_rng(seed)
    t = np.arange(seconds * FS) / FS
    return (np.sin(2 * np.pi * 1.25 * t) + 0.2 * rng.standard_normal(t.size)).astype(np.float32)


def main():
    for i, seconds in enumerate([20, 21, 23]):
        x = recording(seconds, i)
        rates = [float(pulse_rate(seg)) for _, seg in sliding_windows(x, WIN, HOP)]
        print(seconds, np.round(rates, 1))


if __name__ == "__main__":
    main()
