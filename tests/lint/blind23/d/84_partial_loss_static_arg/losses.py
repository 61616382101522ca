from functools import partial

import optax


def make_loss(cfg):
    if cfg["loss"] == "huber":
        return partial(optax.huber_loss, delta=cfg["delta"])
    return optax.l2_loss
