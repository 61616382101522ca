from functools import partial

import jax
import optax

from model import PterygiumSegmenter

tx = optax.sgd(0.1, momentum=0.9)


def build_model(cfg):
    return PterygiumSegmenter(features=cfg["features"], n_classes=cfg["n_classes"])


@partial(jax.jit, static_argnames=("model",))
def pterygium_step(params, opt_state, x, y, model):
    def loss(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply(p, x), y).mean()

    l, g = jax.value_and_grad(loss)(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, l
