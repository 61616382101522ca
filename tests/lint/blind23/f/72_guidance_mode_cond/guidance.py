import jax
import jax.numpy as jnp

MODES = {"pursuit": 0, "pronav": 1}


def pure_pursuit(rel_pos, rel_vel, n_gain):
    los = rel_pos / jnp.linalg.norm(rel_pos)
    return n_gain * 9.81 * (los - jnp.array([1.0, 0.0]))


def pro_nav(rel_pos, rel_vel, n_gain):
    r2 = jnp.sum(rel_pos ** 2)
    los_rate = (rel_pos[0] * rel_vel[1] - rel_pos[1] * rel_vel[0]) / r2
    vc = -jnp.dot(rel_pos, rel_vel) / jnp.sqrt(r2)
    return n_gain * vc * los_rate * jnp.array([-rel_pos[1], rel_pos[0]]) / jnp.sqrt(r2)


@jax.jit
def guidance_cmd(mode, rel_pos, rel_vel, n_gain):
    return jax.lax.switch(mode, [pure_pursuit, pro_nav], rel_pos, rel_vel, n_gain)
