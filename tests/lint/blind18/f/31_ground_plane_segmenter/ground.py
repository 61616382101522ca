import jax
import jax.numpy as jnp


class GroundSegmenter:
    def __init__(self, num_hypotheses=32, inlier_thresh=0.15):
        self.num_hypotheses = num_hypotheses
        self.inlier_thresh = inlier_thresh

    def _fit(self, points, key):
        idx = jax.random.randint(key, (self.num_hypotheses, 3), 0, points.shape[0])
        tri = points[idx]
        n = jnp.cross(tri[:, 1] - tri[:, 0], tri[:, 2] - tri[:, 0])
        n = n / (jnp.linalg.norm(n, axis=-1, keepdims=True) + 1e-9)
        d = -jnp.sum(n * tri[:, 0], axis=-1)
        dist = jnp.abs(points @ n.T + d)
        score = jnp.sum(dist < self.inlier_thresh, axis=0)
        best = jnp.argmax(score)
        return jnp.abs(points @ n[best] + d[best]) < self.inlier_thresh

    @property
    def segment(self):
        return jax.jit(self._fit)
