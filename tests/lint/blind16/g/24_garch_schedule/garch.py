import jax
import jax.numpy as jnp


def unpack(raw):
    omega = jax.nn.softplus(raw[0]) * 1e-5
    alpha = jax.nn.sigmoid(raw[1]) * 0.3
    beta = jax.nn.sigmoid(raw[2]) * 0.69
    return omega, alpha, beta


def neg_loglik(raw, returns):
    omega, alpha, beta = unpack(raw)

    def step(var, r):
        nll = 0.5 * (jnp.log(var) + r ** 2 / var)
        return omega + alpha * r ** 2 + beta * var, nll

    var0 = jnp.var(returns)
    _, nll = jax.lax.scan(step, var0, returns)
    return jnp.mean(nll)


@jax.jit
def gd_step(raw, returns, lr):
    loss, g = jax.value_and_grad(neg_loglik)(raw, returns)
    return raw - lr * g, loss
