import jax
import jax.numpy as jnp


def nll(theta, t, y):
    a, k, c = theta
    pred = a * jnp.exp(-k * t) + c
    return jnp.mean((pred - y) ** 2)


@jax.jit
def projected_step(theta, active, t, y, lower, upper, lr=0.05):
    g = jax.grad(nll)(theta, t, y)
    g = jnp.where(active, 0.0, g)
    theta = jnp.clip(theta - lr * g, lower, upper)
    at_bound = (theta <= lower) & (g > 0) | (theta >= upper) & (g < 0)
    active = at_bound
    return theta, active
