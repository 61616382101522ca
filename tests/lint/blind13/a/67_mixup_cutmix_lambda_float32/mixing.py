import numpy as np


class MixupCutmix:
    """timm-style batch mixing: mixup or cutmix with some probability, else untouched."""

    def __init__(self, mixup_alpha=0.2, cutmix_alpha=1.0, prob=0.8, switch_prob=0.5, seed=0):
        self.mixup_alpha = mixup_alpha
        self.cutmix_alpha = cutmix_alpha
        self.prob = prob
        self.switch_prob = switch_prob
        self.rng = np.random.default_rng(seed)

    def _cutmix_box(self, h, w, lam):
        cut = np.sqrt(1.0 - lam)
        ch, cw = int(h * cut), int(w * cut)
        cy, cx = self.rng.integers(h), self.rng.integers(w)
        y0, y1 = np.clip([cy - ch // 2, cy + ch // 2], 0, h)
        x0, x1 = np.clip([cx - cw // 2, cx + cw // 2], 0, w)
        return y0, y1, x0, x1

    def __call__(self, images):
        """Returns mixed images and lam; labels are mixed as lam * y + (1 - lam) * y[::-1]."""
        images, lam = self._mix(images)
        return images, np.float32(lam)

    def _mix(self, images):
        if self.rng.random() > self.prob:
            return images, 1
        flipped = images[::-1]
        if self.rng.random() < self.switch_prob:
            lam = self.rng.beta(self.mixup_alpha, self.mixup_alpha)
            return lam * images + (1 - lam) * flipped, lam
        lam = self.rng.beta(self.cutmix_alpha, self.cutmix_alpha)
        h, w = images.shape[1:3]
        y0, y1, x0, x1 = self._cutmix_box(h, w, lam)
        mixed = images.copy()
        mixed[:, y0:y1, x0:x1] = flipped[:, y0:y1, x0:x1]
        # correct lam for the clipped box area
        lam = 1 - (y1 - y0) * (x1 - x0) / (h * w)
        return mixed, lam
