import numpy as np


def synthetic_detection_set(num_images, image_size=32, seed=0):
    rng = np.random.default_rng(seed)
    samples = []
    for i in range(num_images):
        n_boxes = int(rng.integers(1, 40))
        xy = rng.uniform(0, image_size - 8, size=(n_boxes, 2))
        wh = rng.uniform(4, 8, size=(n_boxes, 2))
        boxes = np.concatenate([xy, xy + wh], axis=1).astype(np.float32)
        labels = rng.integers(0, 3, size=n_boxes).astype(np.int32)
        image = rng.normal(size=(image_size, image_size, 3)).astype(np.float32)
        samples.append({"image": image, "boxes": boxes, "labels": labels})
    return samples


MAX_BOXES = 40


def collate(samples, max_boxes=MAX_BOXES):
    bs = len(samples)
    boxes = np.zeros((bs, max_boxes, 4), np.float32)
    labels = np.full((bs, max_boxes), -1, np.int32)
    for i, s in enumerate(samples):
        n = min(len(s["boxes"]), max_boxes)
        boxes[i, :n] = s["boxes"][:n]
        labels[i, :n] = s["labels"][:n]
    images = np.stack([s["image"] for s in samples])
    return images, boxes, labels


def batches(dataset, batch_size):
    for start in range(0, len(dataset), batch_size):
        yield collate(dataset[start:start + batch_size])
