import numpy as np
from flax.core import freeze, unfreeze


def load_pretrained_embeddings(params, pretrained):
    """Copy pretrained item vectors into the embedding table of an initialised model."""
    p = unfreeze(params)
    p["params"]["embed"]["embedding"] = np.asarray(pretrained, np.float32)
    return freeze(p)
