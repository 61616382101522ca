import jax
import jax.numpy as jnp


def poly6(r2, h):
    return 315.0 / (64.0 * jnp.pi * h ** 9) * jnp.clip(h * h - r2, 0.0) ** 3


@jax.jit
def density(pos, mass, pair_i, pair_j, h):
    r2 = jnp.sum((pos[pair_i] - pos[pair_j]) ** 2, axis=-1)
    w = poly6(r2, h)
    rho = jnp.zeros(pos.shape[0]).at[pair_i].add(mass[pair_j] * w)
    return rho + mass * poly6(0.0, h)


@jax.jit
def pressure_step(pos, vel, rho, mass, pair_i, pair_j, h, dt):
    k, rho0 = 2.0, 1.0
    p = k * (rho - rho0)
    rij = pos[pair_i] - pos[pair_j]
    r = jnp.sqrt(jnp.sum(rij ** 2, axis=-1) + 1e-9)
    grad = -45.0 / (jnp.pi * h ** 6) * jnp.clip(h - r, 0.0) ** 2
    f = -(mass[pair_j] * (p[pair_i] + p[pair_j]) / (2.0 * rho[pair_j]) * grad)[:, None] * rij / r[:, None]
    acc = jnp.zeros_like(pos).at[pair_i].add(f) / rho[:, None]
    acc = acc + jnp.array([0.0, -9.8, 0.0])
    vel = vel + dt * acc
    return pos + dt * vel, vel
