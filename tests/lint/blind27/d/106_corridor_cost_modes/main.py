import numpy as np

from corridors import CORRIDORS
from cost import corridor_cost


def main():
    rng = np.random.default_rng(0)
    for name, mode, km in CORRIDORS:
        teu = np.float32(rng.integers(40, 400))
        print(f"{name} by {mode}: EUR {float(corridor_cost(teu, km, mode=mode)):.0f}")


if __name__ == "__main__":
    main()
