import jax
import jax.numpy as jnp
from jax.scipy.stats import norm

from posterior import GPPosterior


def expected_improvement(mu, var, best):
    s = jnp.sqrt(var)
    z = (mu - best) / s
    return (mu - best) * norm.cdf(z) + s * norm.pdf(z)


def main():
    key = jax.random.PRNGKey(0)
    k1, k2 = jax.random.split(key)
    X = jax.random.uniform(k1, (20, 2))
    y = jnp.cos(4 * X[:, 0]) * X[:, 1]
    gp = GPPosterior(X, y)
    best = float(y.max())
    chunks = jnp.split(jax.random.uniform(k2, (400, 2)), 4)
    scores = []
    for chunk in chunks:
        mu, var = gp.predict(chunk)
        scores.append(expected_improvement(mu, var, best))
    ei = jnp.concatenate(scores)
    print("best candidate", int(jnp.argmax(ei)), float(ei.max()))


if __name__ == "__main__":
    main()
