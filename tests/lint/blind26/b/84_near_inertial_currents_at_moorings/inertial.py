import jax
import jax.numpy as jnp


@jax.jit
def inertial_band_energy(u, v, lat, dt_hours):
    f = 2 * 7.2921e-5 * jnp.sin(jnp.deg2rad(lat)) * 3600.0  # rad/hour
    w = u + 1j * v
    spec = jnp.abs(jnp.fft.fft(w)) ** 2 / w.shape[0]
    freqs = jnp.fft.fftfreq(w.shape[0], dt_hours) * 2 * jnp.pi
    band = jnp.abs(freqs + f) < 0.15 * jnp.abs(f)
    return jnp.sum(spec * band) / jnp.sum(spec)
