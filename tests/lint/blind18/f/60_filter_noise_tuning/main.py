import numpy as np

from tuning import score_sequences

Q_GRID = [0.001, 0.01, 0.1]


def make_sequences(n=4, length=50, seed=0):
    rng = np.random.default_rng(seed)
    seqs = []
    for _ in range(n):
        truth = np.cumsum(rng.normal(0, 0.1, length))
        seqs.append((truth + rng.normal(0, 0.5, length)).astype(np.float32))
    return seqs


def main():
    seqs = make_sequences()
    for q in Q_GRID:
        for seq in seqs:
            nis = score_sequences([seq], np.float32(q))
        print(f"q={q}: last NIS {nis[0]:.3f}")


if __name__ == "__main__":
    main()
