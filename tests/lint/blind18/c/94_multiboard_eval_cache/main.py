import numpy as np

from evaluators import evaluator_for

SIZES = (9, 13)


def random_boards(rng, size, n=16):
    return rng.choice([-1.0, 0.0, 1.0], size=(n, size, size), p=[0.25, 0.5, 0.25]).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    for rnd in range(3):
        for size in SIZES:
            values = np.asarray(evaluator_for(size)(random_boards(rng, size)))
            print(f"round {rnd} {size}x{size} mean value {values.mean():+.3f}")


if __name__ == "__main__":
    main()
