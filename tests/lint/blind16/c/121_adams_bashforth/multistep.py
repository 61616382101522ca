import jax
import jax.numpy as jnp

AB_COEFFS = {
    1: [1.0],
    2: [1.5, -0.5],
    3: [23 / 12, -16 / 12, 5 / 12],
    4: [55 / 24, -59 / 24, 37 / 24, -9 / 24],
}


def lorenz(y, sigma=10.0, rho=28.0, beta=8 / 3):
    x, yy, z = y
    return jnp.array([sigma * (yy - x), x * (rho - z) - yy, x * yy - beta * z])


@jax.jit
def ab_step(y, history, dt):
    f = lorenz(y)
    history = [f] + history
    coeffs = AB_COEFFS[len(history)]
    y_next = y + dt * sum(c * h for c, h in zip(coeffs, history))
    return y_next, history[:4 - 1]
