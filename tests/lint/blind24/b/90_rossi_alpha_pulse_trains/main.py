import numpy as np

from items import pulse_train
from rossi import rossi_alpha_histogram


def main():
    rng = np.random.default_rng(0)
    for item, mass in enumerate([400, 600, 800, 500]):
        t = pulse_train(mass, rng)
        h = rossi_alpha_histogram(t)
        h = np.asarray(h)
        print(f"item {item}: {len(t)} pulses, early/late gate ratio {h[:8].sum() / max(h[-8:].sum(), 1):.2f}")


if __name__ == "__main__":
    main()
