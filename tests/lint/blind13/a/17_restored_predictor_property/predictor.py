import jax
import jax.numpy as jnp


class BoxPredictor:
    def __init__(self, model, params, score_threshold=0.3):
        self.model = model
        self.params = params
        self.score_threshold = score_threshold

    @classmethod
    def from_checkpoint(cls, model, store, sample_input, **kwargs):
        template = model.init(jax.random.PRNGKey(0), sample_input)["params"]
        return cls(model, store.restore(template), **kwargs)

    @property
    def predict(self):
        def _predict(images):
            boxes, scores = self.model.apply({"params": self.params}, images)
            keep = scores > self.score_threshold
            return jnp.where(keep[..., None], boxes, 0.0), jnp.where(keep, scores, 0.0)

        return jax.jit(_predict)
