import jax
import jax.numpy as jnp


def wca_forces(pos, box, sigma=0.9):
    d = pos[:, None, :] - pos[None, :, :]
    d = d - box * jnp.round(d / box)
    r2 = jnp.sum(d**2, -1) + jnp.eye(pos.shape[0])
    s6 = (sigma**2 / r2) ** 3
    mag = jnp.where(r2 < 2 ** (1 / 3) * sigma**2, 24.0 * (2 * s6**2 - s6) / r2, 0.0)
    mag = mag * (1.0 - jnp.eye(pos.shape[0]))
    return jnp.sum(mag[:, :, None] * d, axis=1)


@jax.jit
def brownian_step(pos, key, box, diffusion, dt):
    drift = diffusion * dt * wca_forces(pos, box)
    noise = jnp.sqrt(2.0 * diffusion * dt) * jax.random.normal(key, pos.shape)
    return jnp.mod(pos + drift + noise, box)
