import jax
import jax.numpy as jnp


def nfw_shear_loss(params, r, g_t, g_err):
    log_m, log_c = params
    rs = 0.5 * jnp.exp(-log_c)
    x = r / rs
    shape = jnp.log1p(x) / x ** 2 - 1 / (x * (1 + x))
    model = jnp.exp(log_m) * 1e-2 * shape
    return jnp.sum(((g_t - model) / g_err) ** 2)


def fit_cluster(r, g_t, g_err, steps=5, lr=1e-4):
    params = jnp.array([1.0, 1.5], dtype=jnp.float32)
    for _ in range(steps):
        grad = jax.jit(jax.grad(nfw_shear_loss))(params, r, g_t, g_err)
        params = params - lr * grad
    return params
