import jax
import jax.numpy as jnp
import optax

tx = optax.sgd(0.05)


def efficiency_curve(theta, x):
    load, ecwt = x[:, 0], x[:, 1]
    return theta[0] + theta[1] * (1 - load) ** 2 + theta[2] * ecwt


@jax.jit
def daily_refit(theta, opt_state, x, y):
    def loss(t):
        return jnp.mean((efficiency_curve(t, x) - y) ** 2)

    for _ in range(10):
        g = jax.grad(loss)(theta)
        u, opt_state = tx.update(g, opt_state)
        theta = optax.apply_updates(theta, u)
    return theta, opt_state, loss(theta)
