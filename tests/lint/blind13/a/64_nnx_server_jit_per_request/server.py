import jax
import numpy as np
from flax import nnx


def segment(model, images):
    return jax.nn.sigmoid(model(images)) > 0.5


class SegmentationServer:
    def __init__(self, model):
        self.model = model
        self.served = 0

    def handle(self, images):
        masks = nnx.jit(segment)(self.model, images)
        self.served += len(images)
        return np.asarray(masks).mean(axis=(1, 2))
