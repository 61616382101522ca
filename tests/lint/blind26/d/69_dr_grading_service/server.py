import jax
import jax.numpy as jnp


@jax.jit
def grade_request(weights, image, roi_mask=None):
    g = image[..., 1]
    if roi_mask is not None:
        g = g * roi_mask
    feats = jnp.stack([g.mean(), g.std(), (g < 0.2).mean(), (g > 0.8).mean()])
    return jax.nn.softmax(feats @ weights)


class GradingService:
    def __init__(self, weights, use_roi=False):
        self.weights = weights
        self.use_roi = use_roi

    def handle(self, image):
        roi = self._roi(image) if self.use_roi else None
        probs = grade_request(self.weights, image, roi_mask=roi)
        return int(probs.argmax()), float(probs.max())

    @staticmethod
    def _roi(image):
        h, w = image.shape[:2]
        yy, xx = jnp.mgrid[:h, :w]
        return (((yy - h / 2) ** 2 + (xx - w / 2) ** 2) < (0.45 * h) ** 2).astype(jnp.float32)
