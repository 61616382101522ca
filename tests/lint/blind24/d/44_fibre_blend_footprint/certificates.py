import numpy as np

FIBRES = ["cotton", "polyester", "elastane", "viscose"]


def parse_certificate(rng):
    """Supplier composition certificates list fibres in whatever order the mill prints them."""
    shares = rng.dirichlet(np.ones(len(FIBRES)), size=10).astype(np.float32)
    order = rng.permutation(len(FIBRES))
    return {FIBRES[i]: shares[:, i] for i in order}
