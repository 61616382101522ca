import jax
import jax.numpy as jnp


def damped_oscillator(theta, t):
    amp, decay, omega, phase = theta
    return amp * jnp.exp(-decay * t) * jnp.cos(omega * t + phase)


def residuals(theta, t, y):
    return damped_oscillator(theta, t) - y


@jax.jit
def lm_step(theta, t, y, damping=1e-3):
    r = residuals(theta, t, y)
    jac = jax.jacfwd(residuals)(theta, t, y)
    jtj = jac.T @ jac
    lhs = jtj + damping * jnp.diag(jnp.diag(jtj))
    delta = -jnp.linalg.solve(lhs, jac.T @ r)
    new_cost = 0.5 * jnp.sum(residuals(theta + delta, t, y) ** 2)
    return theta + delta, new_cost, 0.5 * jnp.sum(r ** 2)
