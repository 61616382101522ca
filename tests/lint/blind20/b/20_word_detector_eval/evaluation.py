import jax
import jax.numpy as jnp


class WordBoxEvaluator:
    def __init__(self, model, iou_threshold=0.5):
        self.model = model
        self.iou_threshold = iou_threshold
        self._score = jax.jit(self.score_batch)

    def score_batch(self, params, crops, targets):
        pred = jax.nn.sigmoid(self.model.apply({"params": params}, crops))
        lt = jnp.maximum(pred[:, :2], targets[:, :2])
        rb = jnp.minimum(pred[:, 2:], targets[:, 2:])
        inter = jnp.prod(jnp.clip(rb - lt, 0.0), axis=-1)
        area = lambda b: jnp.prod(jnp.clip(b[:, 2:] - b[:, :2], 0.0), axis=-1)
        iou = inter / (area(pred) + area(targets) - inter + 1e-6)
        return (iou > self.iou_threshold).mean()

    def __call__(self, params, crops, targets):
        return float(self._score(params, crops, targets))
