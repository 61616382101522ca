import numpy as np


class ForegroundCropLoader:
    """Random crops; crops with too little foreground are skipped (mostly-background tiles)."""

    def __init__(self, images, masks, crop=8, batch_size=8, min_fg=0.05, seed=0):
        self.images, self.masks = images, masks
        self.crop = crop
        self.batch_size = batch_size
        self.min_fg = min_fg
        self.rng = np.random.default_rng(seed)

    def _random_crop(self, i):
        h, w = self.masks.shape[1:]
        y = self.rng.integers(0, h - self.crop + 1)
        x = self.rng.integers(0, w - self.crop + 1)
        return (self.images[i, y:y + self.crop, x:x + self.crop],
                self.masks[i, y:y + self.crop, x:x + self.crop])

    def __iter__(self):
        buf_x, buf_y = [], []
        for i in self.rng.permutation(len(self.images)):
            img, msk = self._random_crop(i)
            if msk.mean() < self.min_fg:
                continue
            buf_x.append(img)
            buf_y.append(msk)
            if len(buf_x) == self.batch_size:
                yield np.stack(buf_x), np.stack(buf_y)
                buf_x, buf_y = [], []
        if buf_x:
            yield np.stack(buf_x), np.stack(buf_y)
