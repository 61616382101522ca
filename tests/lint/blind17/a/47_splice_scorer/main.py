import numpy as np

from scorer import SpliceScorer

GENE_LEN = 200


def random_pwm(rng, width=9):
    counts = rng.gamma(1.0, size=(width, 4))
    return np.log(counts / counts.sum(axis=1, keepdims=True) / 0.25).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    scorer = SpliceScorer(random_pwm(rng), random_pwm(rng))
    for gene in range(5):
        seq = rng.integers(0, 4, size=GENE_LEN)
        onehot = np.eye(4, dtype=np.float32)[seq]
        print(gene, scorer.best_sites(onehot))


if __name__ == "__main__":
    main()
