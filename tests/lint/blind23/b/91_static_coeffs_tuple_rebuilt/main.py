from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


def design_fir(numtaps=31, cutoff=0.2):
    n = np.arange(numtaps) - (numtaps - 1) / 2
    h = np.sinc(2 * cutoff * n) * np.hamming(numtaps)
    return (h / h.sum()).astype(np.float32)


@partial(jax.jit, static_argnames=("taps",))
def fir_filter(trace, taps):
    kernel = jnp.array(taps)
    return jnp.convolve(trace, kernel, mode="same")


def filter_trace(trace, numtaps=31, cutoff=0.2):
    taps = tuple(float(c) for c in design_fir(numtaps, cutoff))
    return fir_filter(trace, taps=taps)


def main():
    rng = np.random.default_rng(2)
    for i in range(5):
        tr = jnp.asarray(rng.standard_normal(2000), jnp.float32)
        out = filter_trace(tr)
        print(i, float(jnp.std(out)))


if __name__ == "__main__":
    main()
