import jax

from .augment import photometric


class AugmentPipeline:
    def __init__(self, brightness=0.1, contrast=1.2):
        self.brightness = brightness
        self.contrast = contrast

    def train(self, image, mask):
        return photometric(image, mask, self.brightness, self.contrast)

    def preview(self, image, mask):
        return photometric(image, mask, brightness=self.brightness, contrast=self.contrast)
