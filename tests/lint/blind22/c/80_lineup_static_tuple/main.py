import numpy as np

from chemistry import lineup_chemistry

SQUAD = 18


def main():
    rng = np.random.default_rng(0)
    shared = rng.integers(0, 900, size=(SQUAD, SQUAD)).astype(np.float32)
    shared = (shared + shared.T) / 2
    np.fill_diagonal(shared, 0)
    for match in range(5):
        lineup = tuple(sorted(rng.choice(SQUAD, 11, replace=False).tolist()))
        print(match, round(float(lineup_chemistry(shared, lineup=lineup)), 3))


if __name__ == "__main__":
    main()
