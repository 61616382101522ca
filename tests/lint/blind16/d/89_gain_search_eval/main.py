import jax
import numpy as np

from rollout import evaluate


def main():
    init_states = jax.random.normal(jax.random.PRNGKey(0), (16, 2))
    gains = [0.5, 1.0, 2.0, 4.0]
    results = {}
    for round_ in range(2):
        for g in gains:
            results[g] = float(evaluate(g, 0.3, init_states))
    best = min(results, key=results.get)
    print("best gain", best, results)


if __name__ == "__main__":
    main()
