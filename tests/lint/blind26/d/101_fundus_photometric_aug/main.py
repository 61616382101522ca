import numpy as np

from pipelines import train_batches, tta_views


def main():
    rng = np.random.default_rng(0)
    images = rng.uniform(size=(32, 24, 24, 3)).astype(np.float32)
    for epoch in range(2):
        means = [float(b.mean()) for b in train_batches(images, seed=epoch)]
        print(epoch, round(sum(means) / len(means), 4))
    views = tta_views(images, seed=99)
    print("tta", [round(float(v.mean()), 4) for v in views])


if __name__ == "__main__":
    main()
