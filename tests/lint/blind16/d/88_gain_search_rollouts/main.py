from functools import partial

import jax
import numpy as np

from rollout import evaluate, feedback_policy


def main():
    init_states = jax.random.normal(jax.random.PRNGKey(0), (16, 2))
    gains = [0.5, 1.0, 2.0, 4.0]
    results = {}
    for round_ in range(2):
        for g in gains:
            policy_fn = partial(feedback_policy, gain=g, damping=0.3)
            results[g] = float(evaluate(policy_fn, init_states))
    best = min(results, key=results.get)
    print("best gain", best, results)


if __name__ == "__main__":
    main()
