import jax
import jax.numpy as jnp


def lennard_jones_forces(pos, box, eps=1.0, sigma=1.0):
    dr = pos[:, None, :] - pos[None, :, :]
    dr = dr - box * jnp.round(dr / box)
    r2 = jnp.sum(dr**2, axis=-1) + jnp.eye(pos.shape[0])
    inv6 = (sigma**2 / r2) ** 3
    coef = 24 * eps * (2 * inv6**2 - inv6) / r2
    coef = coef * (1.0 - jnp.eye(pos.shape[0]))
    return jnp.sum(coef[:, :, None] * dr, axis=1)


def make_integrator(dt, box, n_substeps=10):
    def velocity_verlet(pos, vel):
        def body(carry, _):
            x, v = carry
            f = lennard_jones_forces(x, box)
            v = v + 0.5 * dt * f
            x = (x + dt * v) % box
            f = lennard_jones_forces(x, box)
            v = v + 0.5 * dt * f
            return (x, v), None

        (pos, vel), _ = jax.lax.scan(body, (pos, vel), None, length=n_substeps)
        return pos, vel

    return jax.jit(velocity_verlet)
