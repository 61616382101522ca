import numpy as np

MAX_OBJECTS = 20


def pad_targets(boxes, classes, max_objects=MAX_OBJECTS):
    k = len(boxes)
    padded_boxes = np.zeros((max_objects, 4), np.float32)
    padded_classes = np.zeros((max_objects,), np.int32)
    padded_boxes[:k], padded_classes[:k] = boxes, classes
    valid = np.arange(max_objects) < k
    return padded_boxes, padded_classes, valid


def synthetic_detection(n_images, size=16, max_objects=MAX_OBJECTS, seed=0):
    rng = np.random.default_rng(seed)
    samples = []
    for _ in range(n_images):
        k = int(rng.integers(1, max_objects + 1))
        xy = rng.uniform(0, size - 4, size=(k, 2))
        wh = rng.uniform(2, 4, size=(k, 2))
        boxes = np.concatenate([xy, xy + wh], axis=1).astype(np.float32) / size
        classes = rng.integers(0, 3, size=k).astype(np.int32)
        image = rng.normal(size=(size, size, 3)).astype(np.float32)
        boxes, classes, valid = pad_targets(boxes, classes)
        samples.append({"image": image, "boxes": boxes, "classes": classes, "valid": valid})
    return samples
