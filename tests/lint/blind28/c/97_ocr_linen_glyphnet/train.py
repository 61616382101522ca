from functools import partial

import jax
import optax

from model import GlyphNet


def model_from_config(cfg):
    return GlyphNet(hidden=cfg["hidden"], n_classes=cfg["n_classes"], dropout=cfg["dropout"])


@partial(jax.jit, static_argnames="net")
def glyph_update(params, x, y, key, net):
    def loss_fn(p):
        logits = net.apply(p, x, train=True, rngs={"dropout": key})
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

    loss, g = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda a, b: a - 0.1 * b, params, g), loss
