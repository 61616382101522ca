import numpy as np

MAX_BOXES = 12  # upper bound on annotated objects per image in this set


def synthetic_detection_set(n_images, image_size=32, max_objects=9, seed=0):
    rng = np.random.default_rng(seed)
    samples = []
    for _ in range(n_images):
        n_obj = int(rng.integers(1, max_objects + 1))
        xy = rng.uniform(0, image_size - 8, size=(n_obj, 2))
        wh = rng.uniform(4, 8, size=(n_obj, 2))
        boxes = np.concatenate([xy, xy + wh], axis=1).astype(np.float32)
        labels = rng.integers(0, 5, size=(n_obj,)).astype(np.int32)
        image = rng.normal(size=(image_size, image_size, 3)).astype(np.float32)
        samples.append({"image": image, "boxes": boxes, "labels": labels})
    return samples


def collate(samples, max_boxes=MAX_BOXES):
    n_max = max(len(s["boxes"]) for s in samples)
    if n_max > max_boxes:
        raise ValueError(f"batch has {n_max} boxes, budget is {max_boxes}")
    boxes = np.zeros((len(samples), max_boxes, 4), np.float32)
    labels = np.full((len(samples), max_boxes), -1, np.int32)
    for i, s in enumerate(samples):
        k = len(s["boxes"])
        boxes[i, :k] = s["boxes"]
        labels[i, :k] = s["labels"]
    images = np.stack([s["image"] for s in samples])
    return images, boxes, labels


def batches(samples, batch_size):
    for i in range(0, len(samples) - batch_size + 1, batch_size):
        yield collate(samples[i:i + batch_size])
