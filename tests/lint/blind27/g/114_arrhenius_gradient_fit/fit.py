import jax
import jax.numpy as jnp


def arrhenius_nll(theta, temps_k, rates):
    log_a, ea = theta
    pred = log_a - ea / (8.314 * temps_k)
    return jnp.mean((pred - jnp.log(rates)) ** 2)


def gradient_descent(theta, temps_k, rates, lr, n_iter):
    for _ in range(n_iter):
        g = jax.jit(jax.grad(arrhenius_nll))(theta, temps_k, rates)
        theta = theta - lr * g * jnp.array([1.0, 1e7])
    return theta
