import jax
import jax.numpy as jnp


@jax.jit
def seir_advance(y, t0, beta0, sigma=0.2, gamma=0.1, dt=0.25):
    def rhs(y, t):
        s, e, i, r = y
        beta = beta0 * (1 + 0.3 * jnp.cos(2 * jnp.pi * t / 365))
        return jnp.array([-beta * s * i, beta * s * i - sigma * e, sigma * e - gamma * i, gamma * i])

    def body(carry, _):
        y, t = carry
        return (y + dt * rhs(y, t), t + dt), None

    (y, t), _ = jax.lax.scan(body, (y, t0), None, length=28)
    return y, t
