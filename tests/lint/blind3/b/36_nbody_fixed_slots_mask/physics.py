import jax
import jax.numpy as jnp

G = 1.0
SOFTENING = 0.05


def accelerations(pos, mass):
    # dead bodies carry zero mass, so they exert no force
    diff = pos[None, :, :] - pos[:, None, :]
    dist2 = jnp.sum(diff**2, axis=-1) + SOFTENING**2
    inv_d3 = dist2 ** -1.5
    return G * jnp.einsum("ij,ijk->ik", mass[None, :] * inv_d3, diff)


@jax.jit
def leapfrog(pos, vel, mass, alive, dt, box):
    def body(carry, _):
        p, v = carry
        v = v + 0.5 * dt * accelerations(p, mass)
        p = p + dt * v
        v = v + 0.5 * dt * accelerations(p, mass)
        return (p, v), None

    (pos, vel), _ = jax.lax.scan(body, (pos, vel), None, length=25)
    alive = alive & jnp.all(jnp.abs(pos) < box, axis=1)
    mass = jnp.where(alive, mass, 0.0)
    return pos, vel, mass, alive
