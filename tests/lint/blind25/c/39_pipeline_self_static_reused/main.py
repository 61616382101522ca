import numpy as np

from pipeline import CRRejector


def exposures(n=6, seed=14):
    rng = np.random.default_rng(seed)
    for i in range(n):
        img = rng.normal(300, 12, (96, 96))
        hits = rng.integers(2, 94, (2, 10 + i))
        img[hits[0], hits[1]] += rng.uniform(800, 4000, hits.shape[1])
        yield f"exp{i:03d}", img.astype(np.float32), hits.shape[1]


def main():
    rejector = CRRejector(sigclip=4.5)
    for name, img, n_true in exposures():
        mask = rejector.flag(img)
        print(f"{name}: flagged {int(mask.sum())} pixels ({n_true} injected hits)")


if __name__ == "__main__":
    main()
