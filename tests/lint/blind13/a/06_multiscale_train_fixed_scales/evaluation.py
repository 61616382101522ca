import functools

import jax
import jax.numpy as jnp


@functools.lru_cache(maxsize=None)
def make_predict_fn(apply_fn, scale):
    """Test-time resize to `scale` x the input resolution, then classify."""

    def predict(params, images):
        b, h, w, c = images.shape
        resized = jax.image.resize(images, (b, int(h * scale), int(w * scale), c), "bilinear")
        return apply_fn({"params": params}, resized)

    return jax.jit(predict)


def multiscale_accuracy(apply_fn, params, images, labels, scales):
    logits = 0.0
    for s in scales:
        predict = make_predict_fn(apply_fn, s)
        logits = logits + jax.nn.softmax(predict(params, images))
    return float((jnp.argmax(logits, -1) == labels).mean())
