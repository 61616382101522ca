import jax
import jax.numpy as jnp

from model import PixelClassifier

CLASSES = ["water", "forest", "cropland", "urban", "bare", "wetland"]


class LandCoverService:
    def __init__(self, params, num_classes=6):
        self.model = PixelClassifier(num_classes=num_classes)
        self.params = params

    def classify(self, tile):
        def predict_labels(p, x):
            return jnp.argmax(self.model.apply(p, x), axis=-1)

        return jax.jit(predict_labels)(self.params, tile[None])[0]

    def class_histogram(self, label_map):
        counts = jnp.bincount(label_map.ravel(), length=len(CLASSES))
        return {name: int(c) for name, c in zip(CLASSES, counts)}
