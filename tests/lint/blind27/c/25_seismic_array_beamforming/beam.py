import jax
import jax.numpy as jnp


@jax.jit
def beam_power(traces, offsets, slowness_grid, fs):
    ex, ey = offsets
    def power(s):
        delays = (ex * s[0] + ey * s[1]) * fs
        n = traces.shape[1]
        freqs = jnp.fft.rfftfreq(n)
        shifted = jnp.fft.irfft(jnp.fft.rfft(traces, axis=1) * jnp.exp(2j * jnp.pi * freqs[None] * delays[:, None]), n=n, axis=1)
        return jnp.mean(jnp.sum(shifted, axis=0) ** 2)
    return jax.vmap(power)(slowness_grid)
