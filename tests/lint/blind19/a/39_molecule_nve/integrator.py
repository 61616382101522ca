import jax
import jax.numpy as jnp


def harmonic_bonds(pos, k=100.0, r0=1.0):
    d = pos[:, None, :] - pos[None, :, :]
    r = jnp.sqrt(jnp.sum(d * d, axis=-1) + 1e-9)
    mag = -k * (r - r0) / r * (1.0 - jnp.eye(pos.shape[0]))
    return jnp.sum(mag[:, :, None] * d, axis=1)


@jax.jit
def run_nve(pos, vel, masses, dt):
    def body(carry, _):
        x, v = carry
        a = harmonic_bonds(x) / masses[:, None]
        v = v + dt * a
        x = x + dt * v
        return (x, v), 0.5 * jnp.sum(masses[:, None] * v * v)

    (pos, vel), ke = jax.lax.scan(body, (pos, vel), None, length=50)
    return pos, vel, ke
