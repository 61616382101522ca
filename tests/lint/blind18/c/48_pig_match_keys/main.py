import jax
import numpy as np

from evaluation import head_to_head
from pig import simulate_match


def main():
    key = jax.random.PRNGKey(0)
    thresholds = np.array([10, 15, 20, 25], dtype=np.int32)
    wins = np.zeros(len(thresholds))
    for i, a in enumerate(thresholds):
        for j, b in enumerate(thresholds):
            if i == j:
                continue
            key, sub = jax.random.split(key)
            wins[i] += float(simulate_match(a, b, sub) > 0)
    champion = int(thresholds[np.argmax(wins)])
    print("training wins", wins, "champion", champion)
    print("champion vs hold-20 baseline:", head_to_head(np.int32(champion), np.int32(20)))


if __name__ == "__main__":
    main()
