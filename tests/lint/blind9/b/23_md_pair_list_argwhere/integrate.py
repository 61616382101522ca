import jax
import jax.numpy as jnp


def dpd_conservative_energy(pos, pairs, box, r_cut, a_ij):
    d = pos[pairs[0]] - pos[pairs[1]]
    d = d - box * jnp.round(d / box)
    r = jnp.sqrt(jnp.sum(d ** 2, -1))
    overlap = jnp.maximum(1.0 - r / r_cut, 0.0)
    return 0.5 * a_ij * r_cut * jnp.sum(overlap ** 2)


@jax.jit
def dpd_step(pos, vel, pairs, box, r_cut, a_ij, dt):
    force = -jax.grad(dpd_conservative_energy)(pos, pairs, box, r_cut, a_ij)
    vel = vel + dt * force
    pos = jnp.mod(pos + dt * vel, box)
    return pos, vel, dpd_conservative_energy(pos, pairs, box, r_cut, a_ij)
