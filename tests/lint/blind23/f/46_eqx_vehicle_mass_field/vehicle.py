import equinox as eqx
import jax
import jax.numpy as jnp


class Lander(eqx.Module):
    mass: float
    isp: float
    max_thrust: float


@eqx.filter_jit
def descent_step(lander, state, throttle, dt):
    pos, vel = state[:3], state[3:]
    thrust = throttle * lander.max_thrust
    acc = jnp.array([0.0, 0.0, -1.62]) + jnp.array([0.0, 0.0, thrust / lander.mass])
    return jnp.concatenate([pos + vel * dt, vel + acc * dt])


def burn_fuel(lander, throttle, dt):
    mdot = float(throttle) * lander.max_thrust / (lander.isp * 9.80665)
    return eqx.tree_at(lambda l: l.mass, lander, lander.mass - mdot * dt)
