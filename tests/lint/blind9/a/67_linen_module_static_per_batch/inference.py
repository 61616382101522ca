from functools import partial

import jax
import jax.numpy as jnp

from models import build_model


@partial(jax.jit, static_argnums=0)
def segment(model, params, images):
    return jnp.argmax(model.apply(params, images), axis=-1)


def run_tiles(cfg, params, tiles):
    masks = []
    for tile_batch in tiles:
        model = build_model(cfg)
        masks.append(segment(model, params, tile_batch))
    return masks
