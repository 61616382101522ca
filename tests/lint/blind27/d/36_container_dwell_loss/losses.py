from functools import partial

import optax


def make_loss(cfg):
    return partial(optax.huber_loss, delta=cfg["huber_delta"])
