import jax
import numpy as np

from policy import run_episode

EVAL_SEED_OFFSET = 10_000


def evaluate(w, n_episodes=3):
    scores = [run_episode(w, jax.random.PRNGKey(EVAL_SEED_OFFSET + i)) for i in range(n_episodes)]
    return float(np.mean(scores))
