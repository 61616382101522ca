import jax
import jax.numpy as jnp


def poly6(r2, h):
    return 315.0 / (64.0 * jnp.pi * h ** 9) * jnp.clip(h * h - r2, 0.0) ** 3


@jax.jit
def density(pos, mass, table, h):
    valid = table >= 0
    nb = jnp.where(valid, table, 0)
    r2 = jnp.sum((pos[:, None, :] - pos[nb]) ** 2, axis=-1)
    w = jnp.where(valid, poly6(r2, h), 0.0)
    return jnp.sum(mass[nb] * w, axis=1) + mass * poly6(0.0, h)


@jax.jit
def pressure_step(pos, vel, rho, mass, table, h, dt):
    k, rho0 = 2.0, 1.0
    p = k * (rho - rho0)
    valid = table >= 0
    nb = jnp.where(valid, table, 0)
    rij = pos[:, None, :] - pos[nb]
    r = jnp.sqrt(jnp.sum(rij ** 2, axis=-1) + 1e-9)
    grad = -45.0 / (jnp.pi * h ** 6) * jnp.clip(h - r, 0.0) ** 2
    coef = -(mass[nb] * (p[:, None] + p[nb]) / (2.0 * rho[nb]) * grad)
    coef = jnp.where(valid, coef, 0.0)
    acc = jnp.sum(coef[..., None] * rij / r[..., None], axis=1) / rho[:, None]
    acc = acc + jnp.array([0.0, -9.8, 0.0])
    vel = vel + dt * acc
    return pos + dt * vel, vel
