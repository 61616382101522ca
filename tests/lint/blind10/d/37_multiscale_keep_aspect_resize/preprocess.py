import numpy as np


def resize_short_side(image, short_side=16, stride=4):
    """Nearest-neighbour resize keeping the aspect ratio; sides rounded to the network stride."""
    h, w = image.shape[:2]
    scale = short_side / min(h, w)
    new_h = max(stride, int(round(h * scale / stride)) * stride)
    new_w = max(stride, int(round(w * scale / stride)) * stride)
    rows = (np.arange(new_h) * h / new_h).astype(int)
    cols = (np.arange(new_w) * w / new_w).astype(int)
    return image[rows][:, cols]


def normalize(image, mean=(0.485, 0.456, 0.406), std=(0.229, 0.224, 0.225)):
    return ((image / 255.0 - np.asarray(mean)) / np.asarray(std)).astype(np.float32)
