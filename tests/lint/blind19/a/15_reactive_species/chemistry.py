import numpy as np

REACTIONS = {
    2: ("H2", "OH"),
    4: ("OH", "H2O"),
    6: ("H2O", "O2"),
}


def apply_reactions(step, species, rng, n_new=8):
    """Seed a new product species when its reaction first fires."""
    if step in REACTIONS:
        _, product = REACTIONS[step]
        species[product] = rng.uniform(0.0, 1.0, size=(n_new, 3)).astype(np.float32)
    return species
