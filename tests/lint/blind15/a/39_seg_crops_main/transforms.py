import numpy as np


class RandomScaleCrop:
    def __init__(self, base_size=24, scale_range=(0.5, 1.0), seed=0):
        self.base_size = base_size
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
            out_images.append(image[top:top + size, left:left + size])
            out_masks.append(mask[top:top + size, left:left + size])
        return np.stack(out_images), np.stack(out_masks)
