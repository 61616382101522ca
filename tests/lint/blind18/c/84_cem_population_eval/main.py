import numpy as np

from cem import cem_iteration


def main():
    rng = np.random.default_rng(0)
    mean, std = np.zeros(8, np.float32), np.ones(8, np.float32)
    for it in range(5):
        mean, std, best = cem_iteration(rng, mean, std)
        print(f"iter {it} best {best:.3f} std {std.mean():.3f}")


if __name__ == "__main__":
    main()
