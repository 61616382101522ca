import numpy as np

from missions import CHANNELS, MISSIONS, mission_matrix
from stats import channel_summary


def main():
    rng = np.random.default_rng(0)
    for title, fitted in MISSIONS:
        present, mean, sd = channel_summary(mission_matrix(fitted, rng))
        parts = [f"{ch} sd={float(s):.2f}" for ch, p, s in zip(CHANNELS, np.asarray(present), np.asarray(sd)) if p]
        print(f"{title}: " + ", ".join(parts))


if __name__ == "__main__":
    main()
