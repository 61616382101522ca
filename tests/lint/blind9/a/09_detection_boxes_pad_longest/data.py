import numpy as np


def synthetic_detection_set(rng, n_images, image_size=32, max_objects=16):
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


def collate(samples):
    max_boxes = max(len(s["boxes"]) for s in samples)
    n = len(samples)
    boxes = np.zeros((n, max_boxes, 4), np.float32)
    labels = np.full((n, max_boxes), -1, np.int32)
    for i, s in enumerate(samples):
        k = len(s["boxes"])
        boxes[i, :k] = s["boxes"]
        labels[i, :k] = s["labels"]
    images = np.stack([s["image"] for s in samples])
    return images, boxes, labels


def iterate_batches(samples, batch_size):
    for i in range(0, len(samples), batch_size):
        yield collate(samples[i:i + batch_size])
