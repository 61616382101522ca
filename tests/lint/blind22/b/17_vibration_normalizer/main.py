import jax
import numpy as np

from model import VibrationScorer
from scoring import update_and_score


def main():
    rng = np.random.default_rng(5)
    scorer = VibrationScorer(4, jax.random.PRNGKey(0))
    for t in range(6):
        window = rng.normal(size=(32, 4)).astype(np.float32)
        scorer, peak = update_and_score(scorer, window)
        print(t, scorer.norm.count, float(peak))


if __name__ == "__main__":
    main()
