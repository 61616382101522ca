import numpy as np

from model import cart_score, params

CATALOGUE = np.random.default_rng(55).normal(size=(500, 12)).astype(np.float32)


def handle(cart_item_ids):
    return float(cart_score(params, CATALOGUE[np.asarray(cart_item_ids)]))
