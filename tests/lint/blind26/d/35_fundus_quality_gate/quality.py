import jax
import jax.numpy as jnp


class ImageQualityGate:
    """Gradeability check for fundus photographs before DR screening."""

    def __init__(self, blur_thresh=0.02, dark_thresh=0.15):
        self.blur_thresh = blur_thresh
        self.dark_thresh = dark_thresh
        self._score = jax.jit(self.quality_score)

    def quality_score(self, img):
        g = img[..., 1]
        lap = (jnp.roll(g, 1, 0) + jnp.roll(g, -1, 0) + jnp.roll(g, 1, 1) + jnp.roll(g, -1, 1) - 4 * g)
        sharpness = lap.var()
        brightness = g.mean()
        ok = (sharpness > self.blur_thresh) & (brightness > self.dark_thresh)
        return ok, sharpness, brightness

    def __call__(self, img):
        return self._score(img)
