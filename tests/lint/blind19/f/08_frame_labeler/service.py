import jax
import jax.numpy as jnp
import numpy as np

from model import TinySegmenter


class SegmentationService:
    def __init__(self, seed=0, size=24):
        self.model = TinySegmenter()
        self.params = self.model.init(jax.random.PRNGKey(seed), jnp.zeros((1, size, size, 3)))
        self.frames_served = 0
        self._infer = jax.jit(self._forward)

    def _forward(self, params, frame):
        logits = self.model.apply(params, frame[None])
        return jnp.argmax(logits[0], axis=-1)

    def handle(self, frame):
        mask = self._infer(self.params, jnp.asarray(frame))
        self.frames_served += 1
        return np.asarray(mask)
