import numpy as np


def resize_nearest(array, out_size):
    h, w = array.shape[:2]
    rows = (np.arange(out_size) * h // out_size).astype(np.int64)
    cols = (np.arange(out_size) * w // out_size).astype(np.int64)
    return array[rows][:, cols]


class RandomScaleCrop:
    def __init__(self, base_size=24, out_size=16, scale_range=(0.5, 1.0), seed=0):
        self.base_size = base_size
        self.out_size = out_size
        self.scale_range = scale_range
        self.rng = np.random.default_rng(seed)

    def __call__(self, images, masks):
        scale = self.rng.uniform(*self.scale_range)
        size = int(self.base_size * scale)
        out_images, out_masks = [], []
        for image, mask in zip(images, masks):
            h, w = mask.shape
            top = self.rng.integers(0, h - size + 1)
            left = self.rng.integers(0, w - size + 1)
            out_images.append(resize_nearest(image[top:top + size, left:left + size], self.out_size))
            out_masks.append(resize_nearest(mask[top:top + size, left:left + size], self.out_size))
        return np.stack(out_images), np.stack(out_masks)
