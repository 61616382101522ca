import numpy as np

from evaluation import LinkageEvaluator


def candidate_blocks(rng, n_blocks=6, size=50):
    for _ in range(n_blocks):
        gold = rng.random(size) < 0.2
        scores = np.where(gold, rng.normal(0.8, 0.2, size), rng.normal(0.3, 0.2, size))
        yield scores.astype(np.float32), gold


def main():
    rng = np.random.default_rng(23)
    ev = LinkageEvaluator(cutoff=0.55)
    for scores, gold in candidate_blocks(rng):
        ev.update(scores, gold)
    print("precision %.3f recall %.3f" % ev.report())


if __name__ == "__main__":
    main()
