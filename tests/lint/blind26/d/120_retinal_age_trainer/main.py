import numpy as np

from trainer import RetinalAgeTrainer


def main():
    rng = np.random.default_rng(0)
    # fundus embedding -> chronological age (retinal age gap studies)
    x = rng.normal(size=(64, 8)).astype(np.float32)
    y = (55 + 8 * x[:, 0] - 3 * x[:, 1]).astype(np.float32)
    tr = RetinalAgeTrainer(8)
    for epoch in range(2):
        for i in range(0, 64, 16):
            l = tr.fit_batch(x[i:i + 16], y[i:i + 16])
        print(epoch, float(l))


if __name__ == "__main__":
    main()
