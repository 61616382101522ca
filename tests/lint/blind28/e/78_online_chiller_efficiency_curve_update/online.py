import jax
import jax.numpy as jnp
import optax

tx = optax.sgd(0.05)


def efficiency_curve(theta, x):
    return theta[0] + theta[1] * (1 - x[:, 0]) ** 2 + theta[2] * x[:, 1]


@jax.jit
def daily_refit(theta, opt_state, x, y, w):
    def loss(t):
        return jnp.sum(w * (efficiency_curve(t, x) - y) ** 2) / jnp.maximum(w.sum(), 1.0)

    for _ in range(10):
        g = jax.grad(loss)(theta)
        u, opt_state = tx.update(g, opt_state)
        theta = optax.apply_updates(theta, u)
    return theta, opt_state, loss(theta)
