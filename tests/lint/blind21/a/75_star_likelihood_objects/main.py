import jax.numpy as jnp
import numpy as np

from star import StarLikelihood


def members(n, seed=0):
    rng = np.random.default_rng(seed)
    mean = np.array([2.5, -5.0, 3.1])  # parallax (mas), pmra, pmdec (mas/yr)
    for _ in range(n):
        cov = np.diag(rng.uniform(0.01, 0.1, 3)).astype(np.float32)
        obs = rng.multivariate_normal(mean, cov).astype(np.float32)
        yield StarLikelihood(jnp.asarray(obs), jnp.asarray(cov))


if __name__ == "__main__":
    stars = list(members(6))
    cluster = jnp.array([2.4, -5.1, 3.0])
    total = sum(float(s.loglike(cluster)) for s in stars)
    print("cluster log-likelihood", round(total, 3))
