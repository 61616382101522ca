import numpy as np

from packing import fire_relax


def affine_shear(pos, box, gamma):
    out = pos.copy()
    out[:, 0] = np.mod(out[:, 0] + gamma * out[:, 1], box)
    return out


def shear_sweep(pos, radii, box, strains, n_steps):
    curve = []
    for gamma in strains:
        pos, energy = fire_relax(affine_shear(pos, box, gamma), radii, box, n_steps)
        pos = np.array(pos)
        curve.append(float(energy))
    return pos, curve
