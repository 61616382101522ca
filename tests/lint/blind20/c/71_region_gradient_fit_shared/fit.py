import jax
import jax.numpy as jnp


def loss(theta, t, cases):
    log_a, r = theta
    mu = jnp.exp(log_a + r * t)
    return jnp.mean(mu - cases * jnp.log(mu))


grad_fn = jax.jit(jax.grad(loss))


def fit_region(t, cases, steps=30, lr=0.05):
    theta = jnp.array([0.0, 0.0])
    for _ in range(steps):
        theta = theta - lr * grad_fn(theta, t, cases)
    return theta
