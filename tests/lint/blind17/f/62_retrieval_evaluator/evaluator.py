import functools

import jax
import jax.numpy as jnp


class RetrievalEvaluator:
    """Image-to-text recall@k on a held-out set of pairs."""

    def __init__(self, image_feats, text_feats, k=3):
        self.image_feats = image_feats
        self.text_feats = text_feats
        self.k = k

    def _recall(self, img_proj, txt_proj, images, texts):
        zi = images @ img_proj
        zt = texts @ txt_proj
        zi = zi / jnp.linalg.norm(zi, axis=-1, keepdims=True)
        zt = zt / jnp.linalg.norm(zt, axis=-1, keepdims=True)
        _, top = jax.lax.top_k(zi @ zt.T, self.k)
        hits = (top == jnp.arange(images.shape[0])[:, None]).any(-1)
        return hits.mean()

    @functools.cached_property
    def recall_fn(self):
        return jax.jit(self._recall)

    def __call__(self, params):
        return float(self.recall_fn(params["img"], params["txt"], self.image_feats, self.text_feats))
