from functools import partial

import jax
import jax.numpy as jnp

from model import StrainClassifier


@partial(jax.jit, static_argnames=("net",))
def strain_probs(params, feats, net):
    return jax.nn.softmax(net.apply(params, feats), axis=-1)


def classify_plate(params, feats, cfg):
    net = StrainClassifier(n_strains=cfg["n_strains"], hidden=cfg["hidden"])
    return jnp.argmax(strain_probs(params, feats, net=net), axis=-1)
