import jax
import jax.numpy as jnp

MU = 398600.4418


def f(y):
    r = y[:3]
    return jnp.concatenate([y[3:], -MU * r / jnp.linalg.norm(r) ** 3])


@jax.jit
def rk45_trial(y, h):
    k1 = f(y)
    k2 = f(y + h * k1 / 4)
    k3 = f(y + h * (3 * k1 + 9 * k2) / 32)
    k4 = f(y + h * (1932 * k1 - 7200 * k2 + 7296 * k3) / 2197)
    k5 = f(y + h * (439 / 216 * k1 - 8 * k2 + 3680 / 513 * k3 - 845 / 4104 * k4))
    y4 = y + h * (25 / 216 * k1 + 1408 / 2565 * k3 + 2197 / 4104 * k4 - k5 / 5)
    k6 = f(y + h * (-8 / 27 * k1 + 2 * k2 - 3544 / 2565 * k3 + 1859 / 4104 * k4 - 11 / 40 * k5))
    y5 = y + h * (16 / 135 * k1 + 6656 / 12825 * k3 + 28561 / 56430 * k4 - 9 / 50 * k5 + 2 / 55 * k6)
    return y5, jnp.max(jnp.abs(y5 - y4))
