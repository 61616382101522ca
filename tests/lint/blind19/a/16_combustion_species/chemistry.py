import numpy as np

SPECIES = ("H2", "OH", "H2O", "O2")
REACTIONS = {
    2: ("H2", "OH"),
    4: ("OH", "H2O"),
    6: ("H2O", "O2"),
}


def empty_species(n_per_species=8):
    """Every species has a slot from the start; concentrations are zero until seeded."""
    return {name: np.zeros((n_per_species, 3), np.float32) for name in SPECIES}


def apply_reactions(step, species, rng, n_new=8):
    if step in REACTIONS:
        _, product = REACTIONS[step]
        species[product] = rng.uniform(0.0, 1.0, size=(n_new, 3)).astype(np.float32)
    return species
