import jax
import jax.numpy as jnp

from state import NPTState


def soft_sphere_forces(pos, box, sigma=1.0):
    def energy(p):
        d = p[:, None] - p[None]
        d = d - box * jnp.round(d / box)
        r2 = jnp.sum(d * d, -1) + jnp.eye(p.shape[0])
        return 0.5 * jnp.sum(((sigma ** 2 / r2) ** 6) * (1 - jnp.eye(p.shape[0])))
    return -jax.grad(energy)(pos)


@jax.jit
def nve_step(state, dt=0.002):
    f = soft_sphere_forces(state.pos, state.box)
    vel = state.vel + dt * f
    pos = jnp.mod(state.pos + dt * vel, state.box)
    return NPTState(pos, vel, state.box)


def berendsen_box(box, pressure, target, tau=50.0, beta=0.05):
    return box * (1.0 - beta / tau * (target - pressure)) ** (1.0 / 3.0)
