import jax
import jax.numpy as jnp


def acceleration(q, mu=1.0):
    r = jnp.linalg.norm(q)
    return -mu * q / r**3


@jax.jit
def rk4_step(t, q, p, h):
    def f(state):
        q, p = state
        return p, acceleration(q)

    k1 = f((q, p))
    k2 = f((q + 0.5 * h * k1[0], p + 0.5 * h * k1[1]))
    k3 = f((q + 0.5 * h * k2[0], p + 0.5 * h * k2[1]))
    k4 = f((q + h * k3[0], p + h * k3[1]))
    q = q + h / 6.0 * (k1[0] + 2 * k2[0] + 2 * k3[0] + k4[0])
    p = p + h / 6.0 * (k1[1] + 2 * k2[1] + 2 * k3[1] + k4[1])
    return t + h, q, p
