import jax
import jax.numpy as jnp


class StarTracker:
    def __init__(self, size=32, threshold=0.2):
        self.size = size
        self.threshold = threshold
        yy, xx = jnp.mgrid[0:size, 0:size]
        self.xx = xx.astype(jnp.float32)
        self.yy = yy.astype(jnp.float32)

    def centroid(self, image):
        w = jnp.where(image > self.threshold, image, 0.0)
        s = jnp.sum(w)
        return jnp.array([jnp.sum(w * self.xx) / s, jnp.sum(w * self.yy) / s])

    def process(self, frame):
        locate = jax.jit(self.centroid)
        return locate(frame)
