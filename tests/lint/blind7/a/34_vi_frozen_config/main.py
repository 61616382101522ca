from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from config import VIConfig


@partial(jax.jit, static_argnums=(3,))
def elbo_step(mu, log_sigma, key, cfg, X, y):
    def neg_elbo(m, ls):
        eps = jax.random.normal(key, (cfg.num_samples, m.shape[0]))
        w = m + jnp.exp(ls) * eps
        loglik = -0.5 * jnp.sum((X @ w.T - y[:, None]) ** 2, axis=0)
        kl = 0.5 * jnp.sum((jnp.exp(2 * ls) + m ** 2) / cfg.prior_scale ** 2 - 1 - 2 * ls)
        return -(jnp.mean(loglik) - kl)

    loss, (gm, gs) = jax.value_and_grad(neg_elbo, argnums=(0, 1))(mu, log_sigma)
    return mu - 1e-2 * gm, log_sigma - 1e-2 * gs, loss


def main():
    rng = np.random.default_rng(8)
    X = jnp.asarray(rng.normal(size=(30, 3)), dtype=jnp.float32)
    y = X @ jnp.array([1.0, -2.0, 0.5]) + 0.1 * jnp.asarray(rng.normal(size=30), dtype=jnp.float32)
    cfg = VIConfig(num_samples=16)
    mu, log_sigma = jnp.zeros(3), jnp.full(3, -1.0)
    key = jax.random.PRNGKey(0)
    for it in range(6):
        key, sub = jax.random.split(key)
        mu, log_sigma, loss = elbo_step(mu, log_sigma, sub, cfg, X, y)
        print(it, float(loss))


if __name__ == "__main__":
    main()
