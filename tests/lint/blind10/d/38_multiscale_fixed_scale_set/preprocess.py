import numpy as np

TRAIN_SCALES = (16, 24, 32)


def resize_square(image, size):
    """Nearest-neighbour resize to a square size x size input."""
    h, w = image.shape[:2]
    rows = (np.arange(size) * h / size).astype(int)
    cols = (np.arange(size) * w / size).astype(int)
    return image[rows][:, cols]


def normalize(image, mean=(0.485, 0.456, 0.406), std=(0.229, 0.224, 0.225)):
    return ((image / 255.0 - np.asarray(mean)) / np.asarray(std)).astype(np.float32)
