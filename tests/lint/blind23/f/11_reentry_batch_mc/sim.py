import jax
import jax.numpy as jnp

RHO0, HS, G = 1.225, 7200.0, 9.81


def entry_dynamics(state, cd, dt):
    h, v, gamma = state
    rho = RHO0 * jnp.exp(-h / HS)
    drag = 0.5 * rho * v ** 2 * cd * 1.2 / 900.0
    dv = -drag - G * jnp.sin(gamma)
    dg = (v / (6.371e6 + h) - G / v) * jnp.cos(gamma)
    return jnp.array([h + v * jnp.sin(gamma) * dt, v + dv * dt, gamma + dg * dt]), rho * v ** 3


def make_runner(n_steps, dt):
    def run_trial(s0, cd):
        def body(s, _):
            return entry_dynamics(s, cd, dt)
        final, heat = jax.lax.scan(body, s0, None, length=n_steps)
        return final, jnp.max(heat)
    return jax.jit(run_trial)
