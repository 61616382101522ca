import copy

import numpy as np


def load_pretrained_embeddings(params, pretrained):
    """Copy pretrained item vectors into the embedding table of an initialised model."""
    p = copy.copy(params)
    p["params"] = dict(p["params"])
    p["params"]["embed"] = {"embedding": np.asarray(pretrained, np.float32)}
    return p
