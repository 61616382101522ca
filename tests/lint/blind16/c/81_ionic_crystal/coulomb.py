import jax
import jax.numpy as jnp


def pair_energy(pos, charges, box, alpha=2.0):
    d = pos[:, None, :] - pos[None, :, :]
    d = d - box * jnp.round(d / box)
    r = jnp.sqrt(jnp.sum(d**2, -1) + jnp.eye(pos.shape[0]))
    qq = charges[:, None] * charges[None, :]
    e = qq * jax.scipy.special.erfc(alpha * r) / r
    return 0.5 * jnp.sum(e * (1.0 - jnp.eye(pos.shape[0])))


@jax.jit
def damped_md_step(pos, vel, charges, box, dt, friction=0.1):
    e, g = jax.value_and_grad(pair_energy)(pos, charges, box)
    vel = (1.0 - friction) * vel - dt * g
    return pos + dt * vel, vel, e
