import jax
import jax.numpy as jnp

AB4 = jnp.array([55 / 24, -59 / 24, 37 / 24, -9 / 24])


def lorenz(y, sigma=10.0, rho=28.0, beta=8 / 3):
    x, yy, z = y
    return jnp.array([sigma * (yy - x), x * (rho - z) - yy, x * yy - beta * z])


def rk4(y, dt):
    k1 = lorenz(y)
    k2 = lorenz(y + 0.5 * dt * k1)
    k3 = lorenz(y + 0.5 * dt * k2)
    k4 = lorenz(y + dt * k3)
    return y + dt / 6 * (k1 + 2 * k2 + 2 * k3 + k4)


def bootstrap(y, dt, n_hist=3):
    derivs = []
    for _ in range(n_hist):
        derivs.insert(0, lorenz(y))
        y = rk4(y, dt)
    return y, jnp.stack(derivs)


@jax.jit
def ab_step(y, history, dt):
    f = lorenz(y)
    stacked = jnp.concatenate([f[None], history])
    y_next = y + dt * AB4 @ stacked
    return y_next, stacked[:-1]
