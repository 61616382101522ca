import jax
import jax.numpy as jnp

DZ = 0.025


def make_restorer(noise_ratio=0.05):
    @jax.jit
    def back_diffuse(d18o, sigma):
        k = jnp.fft.rfftfreq(d18o.size, DZ) * 2 * jnp.pi
        gain = jnp.exp(0.5 * (k * sigma) ** 2)
        wiener = gain / (1.0 + (gain * noise_ratio) ** 2)
        return jnp.fft.irfft(jnp.fft.rfft(d18o - d18o.mean()) * wiener, n=d18o.size) + d18o.mean()
    return back_diffuse
