import jax
import jax.numpy as jnp


def loss_fn(theta, gaps, target):
    hold = jax.nn.softplus(theta[0] + theta[1] * (target - gaps))
    return jnp.mean((gaps + hold - target) ** 2) + 0.01 * jnp.mean(hold)


@jax.jit
def momentum_step(theta, velocity, gaps, target, lr, beta):
    g = jax.grad(loss_fn)(theta, gaps, target)
    velocity = beta * velocity + g
    return theta - lr * velocity, velocity
