import jax
import jax.numpy as jnp


def map_estimate(log_joint, y, steps=6, lr=0.05):
    value_and_grad = jax.jit(jax.value_and_grad(log_joint))
    theta = jnp.zeros(2)
    for _ in range(steps):
        value, grad = value_and_grad(theta, y)
        theta = theta + lr * grad
    return theta, float(value)


def bic(log_lik, num_params, n):
    return num_params * jnp.log(n) - 2.0 * log_lik
