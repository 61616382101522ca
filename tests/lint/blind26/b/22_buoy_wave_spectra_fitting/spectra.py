import jax
import jax.numpy as jnp


def jonswap_fit_error(log_params, freqs, observed):
    hs, tp, gamma = jnp.exp(log_params)
    fp = 1.0 / tp
    sigma = jnp.where(freqs <= fp, 0.07, 0.09)
    r = jnp.exp(-((freqs - fp) ** 2) / (2 * sigma ** 2 * fp ** 2))
    pm = (5 / 16) * hs ** 2 * fp ** 4 * freqs ** -5 * jnp.exp(-1.25 * (fp / freqs) ** 4)
    model = pm * gamma ** r * (1 - 0.287 * jnp.log(gamma))
    return jnp.mean((jnp.log(model + 1e-8) - jnp.log(observed + 1e-8)) ** 2)


def fit_jonswap(freqs, observed, n_iter=200, lr=0.01):
    grad_fn = jax.jit(jax.value_and_grad(jonswap_fit_error))
    p = jnp.log(jnp.array([1.5, 8.0, 2.0]))
    for _ in range(n_iter):
        loss, g = grad_fn(p, freqs, observed)
        p = p - lr * g
    return jnp.exp(p), loss
