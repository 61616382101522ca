from functools import partial

import jax

from net import pick_confidence


def score_picks(params, feats, slope=0.1):
    act = partial(jax.nn.leaky_relu, negative_slope=slope)
    return pick_confidence(params, feats, activation=act)
