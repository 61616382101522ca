import functools

import jax

CONFIG = {"activation": "leaky_relu", "negative_slope": 0.05, "lr": 5e-3}


def get_activation(cfg):
    if cfg["activation"] == "leaky_relu":
        return functools.partial(jax.nn.leaky_relu, negative_slope=cfg["negative_slope"])
    return jax.nn.relu
