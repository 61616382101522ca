import jax
import jax.numpy as jnp


def q10_loss(theta, temps_c, rates):
    log_r20, log_q10 = theta
    pred = log_r20 + (temps_c - 20.0) / 10.0 * log_q10
    return jnp.mean((pred - jnp.log(rates)) ** 2)


q10_grad = jax.jit(jax.grad(q10_loss))


def gradient_descent(theta, temps_c, rates, lr, n_iter):
    for _ in range(n_iter):
        theta = theta - lr * q10_grad(theta, temps_c, rates)
    return theta
