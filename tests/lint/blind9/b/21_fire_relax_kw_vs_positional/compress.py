import numpy as np

from packing import fire_relax

RELAX_STEPS = 40


def compress(pos, radii, box, factors):
    """Quasi-static compression: shrink the box, rescale positions, relax."""
    energies = []
    for f in factors:
        pos = pos * f
        box = box * f
        pos, energy = fire_relax(pos, radii, box, n_steps=RELAX_STEPS)
        energies.append((float(box), float(energy)))
    return pos, energies
