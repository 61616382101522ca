import jax
import jax.numpy as jnp


def loglogistic_nll(params, t, event):
    alpha, beta = jnp.exp(params[0]), jnp.exp(params[1])
    z = (t / alpha) ** beta
    log_h = jnp.log(beta / alpha) + (beta - 1) * jnp.log(t / alpha) - jnp.log1p(z)
    return -jnp.mean(event * log_h - jnp.log1p(z))


nll_grad = jax.jit(jax.value_and_grad(loglogistic_nll))


def fit(t, event, n_iter=40, lr=0.2):
    params = jnp.array([1.0, 0.0], jnp.float32)
    for _ in range(n_iter):
        loss, g = nll_grad(params, t, event)
        params = params - lr * g
    return params, loss
