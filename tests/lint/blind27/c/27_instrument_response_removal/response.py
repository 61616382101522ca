import jax
import jax.numpy as jnp


def make_deconvolver(poles, gain):
    def remove_response(trace, fs):
        n = trace.shape[0]
        w = 2j * jnp.pi * jnp.fft.rfftfreq(n, 1.0 / fs)
        h = gain * w ** 2 / ((w - poles[0]) * (w - poles[1]))
        h = jnp.where(jnp.abs(h) < 1e-3 * gain, 1e-3 * gain, h)
        return jnp.fft.irfft(jnp.fft.rfft(trace) / h, n=n)

    return jax.jit(remove_response)
