import jax
import jax.numpy as jnp


def simulate(theta, y0, dt, n=80):
    a, b, c, d = theta
    def body(y, _):
        x, z = y
        y = y + dt * jnp.stack([a * x - b * x * z, d * x * z - c * z])
        return y, y
    _, ys = jax.lax.scan(body, y0, None, length=n)
    return ys


@jax.jit
def loss(theta, y0, data, dt):
    return jnp.mean((simulate(theta, y0, dt) - data) ** 2)


@jax.jit
def grad_loss(theta, y0, data, dt):
    return jax.grad(lambda th: jnp.mean((simulate(th, y0, dt) - data) ** 2))(theta)
