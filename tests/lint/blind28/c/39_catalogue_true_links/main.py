import numpy as np

from metrics import accumulate_matches


def candidate_blocks(rng, n_blocks=6, size=50):
    for _ in range(n_blocks):
        gold = rng.random(size) < 0.2
        scores = np.where(gold, rng.normal(0.8, 0.2, size), rng.normal(0.3, 0.2, size))
        yield scores.astype(np.float32), gold


def main():
    rng = np.random.default_rng(23)
    true_links = 0
    for scores, gold in candidate_blocks(rng):
        true_links = accumulate_matches(true_links, scores, gold, 0.55)
    print("true links found:", int(true_links))


if __name__ == "__main__":
    main()
