from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


def init_params(key):
    k1, k2 = jax.random.split(key)
    return {"conv": jax.random.normal(k1, (3, 3, 3, 8)) * 0.1,
            "head": jax.random.normal(k2, (8, 5)) * 0.1}


@partial(jax.jit, static_argnames="train")
def forward(params, images, key, train):
    x = jax.lax.conv_general_dilated(images, params["conv"], (1, 1), "SAME",
                                     dimension_numbers=("NHWC", "HWIO", "NHWC"))
    x = jax.nn.relu(x)
    if train:
        keep = jax.random.bernoulli(key, 0.9, x.shape)
        x = jnp.where(keep, x / 0.9, 0.0)
    return x.mean(axis=(1, 2)) @ params["head"]


def run_epoch(params, images, key, train):
    logits = forward(params, images, key, train=train)
    return float(jax.nn.logsumexp(logits, axis=-1).mean())


def main():
    key = jax.random.PRNGKey(0)
    params = init_params(key)
    rng = np.random.default_rng(0)
    for epoch in range(4):
        images = rng.normal(size=(4, 8, 8, 3)).astype(np.float32)
        key, sub = jax.random.split(key)
        for train in (True, False):
            print(epoch, "train" if train else "eval", run_epoch(params, images, sub, train))


if __name__ == "__main__":
    main()
