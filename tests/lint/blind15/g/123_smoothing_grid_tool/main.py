import itertools

import jax
import jax.numpy as jnp
import numpy as np

from smoothing import holt_sse

ALPHAS = [0.1, 0.3, 0.5]
BETAS = [0.05, 0.2]


def main():
    rng = np.random.default_rng(0)
    y = (np.linspace(10, 20, 120) + rng.normal(0, 0.8, 120)).astype(np.float32)
    init = (jnp.float32(y[0]), jnp.float32(0.0))
    results = {}
    for alpha, beta in itertools.product(ALPHAS, BETAS):
        objective = jax.jit(lambda y_, a=alpha, b=beta: holt_sse(init, y_, a, b))
        results[(alpha, beta)] = float(objective(y))
    best = min(results, key=results.get)
    print("best (alpha, beta):", best, "sse", round(results[best], 2))


if __name__ == "__main__":
    main()
