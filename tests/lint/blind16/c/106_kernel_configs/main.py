import jax
import jax.numpy as jnp

from configs import CANDIDATES
from gp import log_marginal


def main():
    key = jax.random.PRNGKey(0)
    X = jax.random.uniform(key, (60, 2))
    y = jnp.sin(4 * X[:, 0]) * jnp.cos(3 * X[:, 1]) + 0.05 * jax.random.normal(jax.random.fold_in(key, 1), (60,))
    scores = [float(log_marginal(X, y, **cfg)) for cfg in CANDIDATES]
    best = max(range(len(scores)), key=scores.__getitem__)
    print("scores", [round(s, 2) for s in scores], "best", CANDIDATES[best])


if __name__ == "__main__":
    main()
