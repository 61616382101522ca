import jax
import jax.numpy as jnp
import numpy as np

N = 256


def hann(n):
    return 0.5 - 0.5 * jnp.cos(2 * jnp.pi * jnp.arange(n) / (n - 1))


def hamming(n):
    return 0.54 - 0.46 * jnp.cos(2 * jnp.pi * jnp.arange(n) / (n - 1))


def blackman(n):
    k = jnp.arange(n) / (n - 1)
    return 0.42 - 0.5 * jnp.cos(2 * jnp.pi * k) + 0.08 * jnp.cos(4 * jnp.pi * k)


def make_leakage(window_fn):
    def leakage(x):
        spec = jnp.abs(jnp.fft.rfft(x * window_fn(x.shape[0])))
        return spec.max() / spec.sum()
    return jax.jit(leakage)


def main():
    x = jnp.asarray(np.sin(2 * np.pi * 10.3 * np.arange(N) / N), dtype=jnp.float32)
    for window_fn in (hann, hamming, blackman):
        print(window_fn.__name__, float(make_leakage(window_fn)(x)))


if __name__ == "__main__":
    main()
