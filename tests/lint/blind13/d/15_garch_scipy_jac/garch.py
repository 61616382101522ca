import jax
import jax.numpy as jnp
import numpy as np


def unpack(theta):
    # softplus keeps omega, alpha, beta positive
    return jax.nn.softplus(theta[0]), jax.nn.softplus(theta[1]), jax.nn.softplus(theta[2])


def neg_log_likelihood(theta, returns):
    omega, alpha, beta = unpack(theta)

    def step(var, r):
        next_var = omega + alpha * r ** 2 + beta * var
        return next_var, -0.5 * (jnp.log(2 * jnp.pi * var) + r ** 2 / var)

    _, ll = jax.lax.scan(step, jnp.var(returns), returns)
    return -jnp.sum(ll)


class GarchObjective:
    def __init__(self, returns):
        self.returns = jnp.asarray(returns, dtype=jnp.float32)

    def value(self, theta):
        return float(neg_log_likelihood(jnp.asarray(theta, jnp.float32), self.returns))

    def gradient(self, theta):
        grad_fn = jax.jit(jax.grad(neg_log_likelihood))
        return np.asarray(grad_fn(jnp.asarray(theta, jnp.float32), self.returns), dtype=np.float64)
