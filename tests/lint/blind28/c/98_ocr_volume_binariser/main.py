import numpy as np

from binarise import ink_mask, otsu_threshold


class VolumeBinariser:
    def __init__(self, default_threshold=0.5):
        self.threshold = default_threshold

    def __call__(self, page):
        mask = ink_mask(page, self.threshold)
        self.threshold = otsu_threshold(page)
        return mask


def main():
    rng = np.random.default_rng(98)
    binarise = VolumeBinariser()
    for folio in range(5):
        page = np.clip(rng.normal(0.7, 0.15, size=(48, 48)), 0, 1).astype(np.float32)
        page[10:14] *= 0.3
        mask = binarise(page)
        print(folio, int(mask.sum()))


if __name__ == "__main__":
    main()
