import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def posterior_skill(mu, sigma, results, prior=None):
    # results: (games,) +1 win / -1 loss, Gaussian approximation
    if prior is not None:
        mu = 0.5 * (mu + prior)
    perf = jnp.cumsum(results) / (jnp.arange(results.shape[0]) + 1.0)
    new_mu = mu + sigma ** 2 * perf[-1] * 10.0
    new_sigma = sigma * jnp.sqrt(1.0 / (1.0 + results.shape[0] * 0.01))
    return new_mu, new_sigma


def main():
    rng = np.random.default_rng(9)
    mu, sigma = jnp.full(16, 25.0, jnp.float32), jnp.full(16, 8.33, jnp.float32)
    seasonal_prior = None
    for week in range(6):
        results = rng.choice([-1.0, 1.0], size=(20,)).astype(np.float32)
        mu, sigma = posterior_skill(mu, sigma, results, prior=seasonal_prior)
        if week == 2:
            seasonal_prior = mu
    print(np.round(np.asarray(mu[:4]), 2))


if __name__ == "__main__":
    main()
