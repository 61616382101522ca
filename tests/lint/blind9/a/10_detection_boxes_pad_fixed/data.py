import numpy as np

MAX_BOXES = 16  # dataset-wide cap; every image is padded to this


def synthetic_detection_set(rng, n_images, image_size=32, max_objects=MAX_BOXES):
    samples = []
    for _ in range(n_images):
        n = rng.integers(1, max_objects + 1)
        xy = rng.uniform(0, image_size - 8, size=(n, 2))
        wh = rng.uniform(4, 8, size=(n, 2))
        boxes = np.concatenate([xy, xy + wh], axis=1).astype(np.float32)
        labels = rng.integers(0, 5, size=n).astype(np.int32)
        image = rng.uniform(size=(image_size, image_size, 3)).astype(np.float32)
        samples.append({"image": image, "boxes": boxes, "labels": labels})
    return samples


def collate(samples, max_boxes=MAX_BOXES):
    n = len(samples)
    boxes = np.zeros((n, max_boxes, 4), np.float32)
    labels = np.full((n, max_boxes), -1, np.int32)
    for i, s in enumerate(samples):
        k = min(len(s["boxes"]), max_boxes)
        boxes[i, :k] = s["boxes"][:k]
        labels[i, :k] = s["labels"][:k]
    images = np.stack([s["image"] for s in samples])
    return images, boxes, labels


class DetectionLoader:
    def __init__(self, samples, batch_size, drop_last=True):
        self.samples = samples
        self.batch_size = batch_size
        self.drop_last = drop_last

    def __len__(self):
        n = len(self.samples) // self.batch_size
        if not self.drop_last and len(self.samples) % self.batch_size:
            n += 1
        return n

    def __iter__(self):
        for i in range(len(self)):
            yield collate(self.samples[i * self.batch_size:(i + 1) * self.batch_size])
