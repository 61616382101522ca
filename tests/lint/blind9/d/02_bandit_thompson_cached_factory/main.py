import jax
import numpy as np

from samplers import make_thompson_sampler

PRIOR = (1.0, 1.0)
ROUNDS = 7


def run_round(key, successes, failures, true_probs, rng):
    draw = make_thompson_sampler(*PRIOR)
    arm, _ = draw(key, successes, failures)
    arm = int(arm)
    reward = rng.random() < true_probs[arm]
    successes[arm] += reward
    failures[arm] += 1 - reward
    return arm


def main():
    true_probs = np.array([0.1, 0.45, 0.6, 0.3])
    successes = np.zeros(4, dtype=np.float32)
    failures = np.zeros(4, dtype=np.float32)
    rng = np.random.default_rng(3)
    key = jax.random.PRNGKey(0)
    chosen = []
    for _ in range(ROUNDS):
        key, sub = jax.random.split(key)
        chosen.append(run_round(sub, successes, failures, true_probs, rng))
    print("chosen arms:", chosen)
    print("posterior means:", np.round((successes + 1) / (successes + failures + 2), 3))


if __name__ == "__main__":
    main()
