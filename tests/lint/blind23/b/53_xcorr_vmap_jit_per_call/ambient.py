import jax
import jax.numpy as jnp


def whitened_xcorr(a, b):
    n = a.shape[-1]
    A = jnp.fft.rfft(a, 2 * n)
    B = jnp.fft.rfft(b, 2 * n)
    A = A / (jnp.abs(A) + 1e-6)
    B = B / (jnp.abs(B) + 1e-6)
    cc = jnp.fft.irfft(A * jnp.conj(B), 2 * n)
    return jnp.concatenate([cc[-200:], cc[:201]])


def correlate_day(windows_a, windows_b):
    xcorr_windows = jax.jit(jax.vmap(whitened_xcorr))
    return xcorr_windows(windows_a, windows_b).mean(axis=0)
