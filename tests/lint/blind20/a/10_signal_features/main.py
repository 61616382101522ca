import jax
import numpy as np

from model import ContextEncoder, predict_maneuver
from scenario import load_scenario


def main():
    rng = np.random.default_rng(0)
    model = ContextEncoder(jax.random.PRNGKey(0))
    counts = np.zeros(3)
    for idx in range(9):
        sample = load_scenario(rng, idx)
        probs = predict_maneuver(model, sample)
        counts[int(np.argmax(probs))] += 1
    print("maneuver histogram", counts)


if __name__ == "__main__":
    main()
