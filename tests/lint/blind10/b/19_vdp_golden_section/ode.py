import jax
import jax.numpy as jnp


def van_der_pol(y, mu):
    x, v = y
    return jnp.stack([v, mu * (1 - x**2) * v - x])


@jax.jit
def integrate(y0, mu, t_final=4.0):
    n = 200
    h = t_final / n

    def rk4(y, _):
        k1 = van_der_pol(y, mu)
        k2 = van_der_pol(y + 0.5 * h * k1, mu)
        k3 = van_der_pol(y + 0.5 * h * k2, mu)
        k4 = van_der_pol(y + h * k3, mu)
        y = y + h / 6 * (k1 + 2 * k2 + 2 * k3 + k4)
        return y, y

    _, ys = jax.lax.scan(rk4, y0, None, length=n)
    return ys
