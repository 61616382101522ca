from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

FS = 50.0


@partial(jax.jit, static_argnames=("window_s",))
def rms_envelope(trace, window_s):
    n = int(window_s * FS)
    kernel = jnp.ones(n) / n
    return jnp.sqrt(jnp.convolve(trace ** 2, kernel, mode="same"))


def quick_look(trace):
    return rms_envelope(trace, window_s=2)


def detailed(trace, settings):
    return rms_envelope(trace, window_s=settings["window_s"])


def main():
    rng = np.random.default_rng(0)
    settings = {"window_s": 2.0}
    for i in range(3):
        tr = jnp.asarray(rng.standard_normal(5000), jnp.float32)
        a = quick_look(tr)
        b = detailed(tr, settings)
        print(i, float(jnp.max(a)), float(jnp.max(b)))


if __name__ == "__main__":
    main()
