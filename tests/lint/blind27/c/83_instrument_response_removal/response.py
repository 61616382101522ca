import functools

import jax
import jax.numpy as jnp

POLES = {
    "STS-2": (-0.037 + 0.037j, -0.037 - 0.037j),
    "L-4C": (-4.44 + 4.44j, -4.44 - 4.44j),
}


@functools.lru_cache(maxsize=None)
def deconvolver(sensor):
    p1, p2 = POLES[sensor]

    def remove_sensor(trace, fs):
        n = trace.shape[0]
        w = 2j * jnp.pi * jnp.fft.rfftfreq(n, 1.0 / fs)
        h = w ** 2 / ((w - p1) * (w - p2))
        h = jnp.where(jnp.abs(h) < 1e-3, 1e-3, h)
        return jnp.fft.irfft(jnp.fft.rfft(trace) / h, n=n)

    return jax.jit(remove_sensor)
