import jax
import jax.numpy as jnp

MU = 398600.4418


@jax.jit
def mission_step(s, dv_cmd, dt):
    a = -MU * s.pos / jnp.linalg.norm(s.pos) ** 3
    vel = s.vel + a * dt
    if s.phase == "burn":
        vel = vel + dv_cmd
        mass = s.mass * jnp.exp(-jnp.linalg.norm(dv_cmd) / (320.0 * 9.80665e-3))
    else:
        mass = s.mass
    return s.replace(pos=s.pos + vel * dt, vel=vel, mass=mass)
