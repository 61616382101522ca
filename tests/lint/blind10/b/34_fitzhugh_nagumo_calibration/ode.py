import jax
import jax.numpy as jnp


def fitzhugh_nagumo(y, a, b, tau, current=0.5):
    v, w = y
    return jnp.stack([v - v**3 / 3 - w + current, (v + a - b * w) / tau])


@jax.jit
def simulate(y0, params, t_final=20.0):
    a, b, tau = params
    n = 400
    h = t_final / n

    def rk2(y, _):
        k1 = fitzhugh_nagumo(y, a, b, tau)
        k2 = fitzhugh_nagumo(y + h * k1, a, b, tau)
        y = y + 0.5 * h * (k1 + k2)
        return y, y[0]

    _, vs = jax.lax.scan(rk2, y0, None, length=n)
    return vs
