from functools import partial

import jax

from model import EtaHead


@partial(jax.jit, static_argnums=(0,))
def serve_eta(model, params, feats):
    return model.apply(params, feats)


def handle(request, params, cfg):
    model = EtaHead(hidden=cfg["hidden"])
    return serve_eta(model, params, request["feats"])
