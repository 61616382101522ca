import haiku as hk
import jax
import numpy as np

from model import style_classifier

STYLES = ["photo", "sketch", "cartoon", "painting", "pixel-art", "render"]


def load_params(seed=0):
    net = hk.without_apply_rng(hk.transform(style_classifier))
    return net.init(jax.random.PRNGKey(seed), np.zeros((1, 16, 16, 3), np.float32))


def handle_request(params, payload):
    net = hk.without_apply_rng(hk.transform(style_classifier))
    forward = jax.jit(net.apply)
    images = np.asarray(payload["images"], np.float32) / 255.0
    probs = jax.nn.softmax(forward(params, images), axis=-1)
    return [{"style": STYLES[int(i)], "score": float(p.max())}
            for i, p in zip(probs.argmax(-1), probs)]
