import jax
import jax.numpy as jnp


def van_der_pol(y, mu=1.0):
    x, v = y
    return jnp.array([v, mu * (1 - x**2) * v - x])


@jax.jit
def integrate(y0, dt, n_steps):
    def body(_, y):
        k1 = van_der_pol(y)
        k2 = van_der_pol(y + 0.5 * dt * k1)
        return y + dt * k2

    return jax.lax.fori_loop(0, n_steps, body, y0)
