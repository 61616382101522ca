import numpy as np


def center_crop(images, size):
    h, w = images.shape[1:3]
    top, left = (h - size) // 2, (w - size) // 2
    return images[:, top:top + size, left:left + size]


def resize_nearest(images, size):
    h = images.shape[1]
    idx = (np.arange(size) * h / size).astype(np.int64)
    return images[:, idx][:, :, idx]


class ProgressiveResize:
    """fastai-style progressive resizing: low resolution early, full resolution late."""

    def __init__(self, sizes_by_epoch):
        self.sizes_by_epoch = sizes_by_epoch

    def size_for(self, epoch):
        return self.sizes_by_epoch[min(epoch, len(self.sizes_by_epoch) - 1)]

    def __call__(self, images, epoch):
        return resize_nearest(images, self.size_for(epoch))
