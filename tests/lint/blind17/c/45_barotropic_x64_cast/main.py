import jax

jax.config.update("jax_enable_x64", True)

import jax.numpy as jnp

from io_utils import read_initial_vorticity, topographic_forcing


@jax.jit
def step(zeta, forcing, nu, dt):
    n = zeta.shape[0]
    k = jnp.fft.fftfreq(n) * n
    k2 = k[:, None] ** 2 + k[None, :] ** 2
    zh = jnp.fft.fft2(zeta)
    zh = zh * jnp.exp(-nu * k2 * dt)
    return jnp.fft.ifft2(zh).real + dt * forcing


zeta = jnp.asarray(read_initial_vorticity(), dtype=jnp.float64)
forcing = topographic_forcing()
for i in range(5):
    zeta = step(zeta, forcing, 1e-3, 0.1)
    print(i, zeta.dtype, float(jnp.abs(zeta).max()))
