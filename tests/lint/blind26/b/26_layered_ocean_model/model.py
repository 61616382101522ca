import jax
import jax.numpy as jnp

G_PRIME = (9.81, 0.02)
H = (500.0, 3500.0)


@jax.jit
def reduced_gravity_step(layers, dt, dx):
    # layers: sequence of (h, u) per layer on a periodic 1-D grid
    out = []
    p = 0.0
    for k, (h, u) in enumerate(layers):
        p = p + G_PRIME[k] * h
        dpdx = (jnp.roll(p, -1) - jnp.roll(p, 1)) / (2 * dx)
        u_new = u - dt * dpdx
        flux = (H[k] + h) * u_new
        h_new = h - dt * (jnp.roll(flux, -1) - jnp.roll(flux, 1)) / (2 * dx)
        out.append((h_new, u_new))
    return tuple(out)
