from functools import partial

import jax
import jax.numpy as jnp


class FKSpec:
    def __init__(self, vmin, vmax, dx, dt):
        self.vmin = vmin
        self.vmax = vmax
        self.dx = dx
        self.dt = dt


@partial(jax.jit, static_argnums=1)
def fk_velocity_filter(gather, spec):
    nt, nx = gather.shape
    F = jnp.fft.fft2(gather)
    f = jnp.fft.fftfreq(nt, spec.dt)[:, None]
    k = jnp.fft.fftfreq(nx, spec.dx)[None, :]
    v = jnp.abs(f) / (jnp.abs(k) + 1e-6)
    keep = (v >= spec.vmin) & (v <= spec.vmax)
    return jnp.real(jnp.fft.ifft2(F * keep))
