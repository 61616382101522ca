import jax
import jax.numpy as jnp


def vdp_rhs(y, mu):
    x, v = y[0], y[1]
    return jnp.array([v, mu * (1.0 - x**2) * v - x])


@jax.jit
def rk23_step(y, t, dt, mu):
    k1 = vdp_rhs(y, mu)
    k2 = vdp_rhs(y + 0.5 * dt * k1, mu)
    k3 = vdp_rhs(y + 0.75 * dt * k2, mu)
    y_new = y + dt * (2 * k1 + 3 * k2 + 4 * k3) / 9.0
    k4 = vdp_rhs(y_new, mu)
    err = dt * (-5 * k1 + 6 * k2 + 8 * k3 - 9 * k4) / 72.0
    return y_new, t + dt, jnp.max(jnp.abs(err))
