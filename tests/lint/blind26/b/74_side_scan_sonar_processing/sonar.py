import jax
import jax.numpy as jnp


class SidescanProcessor:
    def __init__(self, n_ping_samples, sound_speed=1500.0, fs=20000.0, altitude=12.0):
        self.c = sound_speed
        self.fs = fs
        self.altitude = altitude
        self.n = n_ping_samples

    def slant_to_ground(self, ping):
        slant = jnp.arange(self.n) * self.c / (2 * self.fs)
        ground = jnp.sqrt(jnp.maximum(slant ** 2 - self.altitude ** 2, 0.0))
        grid = jnp.linspace(0, ground[-1], self.n)
        tvg = 20 * jnp.log10(jnp.maximum(slant, 1.0)) + 2 * 0.05 * slant
        return jnp.interp(grid, ground, ping * 10 ** (tvg / 20))

    def process(self, ping):
        corrected = jax.jit(self.slant_to_ground)
        return corrected(ping)
