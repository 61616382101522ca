import numpy as np

ELEMENTS = ("Li", "Na", "Mg", "Al", "Si", "O", "S", "Cl")
ELEMENT_INDEX = {e: i for i, e in enumerate(ELEMENTS)}

# toy elemental reference energies (eV/atom)
REFERENCE = np.array([-1.9, -1.3, -1.6, -3.7, -5.4, -4.9, -4.1, -1.8], np.float32)


def random_compositions(rng, n):
    comps = []
    for _ in range(n):
        k = int(rng.integers(2, 4))
        els = rng.choice(ELEMENTS, size=k, replace=False)
        fr = rng.dirichlet(np.ones(k))
        comps.append(dict(zip(els.tolist(), fr.astype(np.float32).tolist())))
    return comps
