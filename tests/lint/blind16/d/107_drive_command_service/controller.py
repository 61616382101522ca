import jax
import jax.numpy as jnp


@jax.jit
def velocity_command(pose, waypoint, max_speed):
    delta = waypoint - pose[:2]
    heading = jnp.arctan2(delta[1], delta[0]) - pose[2]
    heading = jnp.arctan2(jnp.sin(heading), jnp.cos(heading))
    dist = jnp.linalg.norm(delta)
    v = jnp.minimum(max_speed, 0.8 * dist) * jnp.cos(heading)
    w = 1.5 * heading
    return jnp.stack([v, w])
