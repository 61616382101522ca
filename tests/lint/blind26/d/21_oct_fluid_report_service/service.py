from functools import partial

import jax
import jax.numpy as jnp

from settings import PostprocessSettings


@partial(jax.jit, static_argnums=(1,))
def fluid_report(prob, settings):
    masks = prob > settings.threshold
    areas = masks.sum(axis=(0, 1))
    present = areas >= settings.min_area
    return present[: settings.n_classes], areas


def handle_request(payload):
    settings = PostprocessSettings(threshold=payload.get("threshold", 0.5))
    prob = jnp.asarray(payload["prob"])
    present, areas = fluid_report(prob, settings)
    return {"IRF": bool(present[0]), "SRF": bool(present[1]), "PED": bool(present[2]), "areas": areas.tolist()}
