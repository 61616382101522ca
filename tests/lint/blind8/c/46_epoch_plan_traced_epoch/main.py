import numpy as np

from crops import CropPlan, random_crops


class CropDataset:
    def __init__(self, images, crop, seed=0):
        self.images = images
        self.plan = CropPlan(crop=crop, base_seed=seed)
        self.epoch = 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def batches(self, batch_size):
        for b, i in enumerate(range(0, len(self.images) - batch_size + 1, batch_size)):
            yield random_crops(self.images[i:i + batch_size], self.plan, self.epoch, b)


def main():
    rng = np.random.default_rng(0)
    ds = CropDataset(rng.uniform(size=(32, 20, 20)).astype(np.float32), crop=12)
    for epoch in range(5):
        ds.set_epoch(epoch)
        means = [float(b.mean()) for b in ds.batches(8)]
        print(f"epoch {epoch}: {len(means)} batches, mean {np.mean(means):.4f}")


if __name__ == "__main__":
    main()
