import re

import numpy as np

ELEMENTS = ["H", "Li", "B", "C", "N", "O", "F", "Na", "Mg", "Al", "Si", "P", "S", "Cl",
            "K", "Ca", "Ti", "Fe", "Cu", "Zn", "Ga", "Se", "Sr", "Sn"]


def composition_vector(formula):
    v = np.zeros(len(ELEMENTS), np.float32)
    for el, cnt in re.findall(r"([A-Z][a-z]?)(\d*)", formula):
        v[ELEMENTS.index(el)] += float(cnt or 1)
    return v / v.sum()


def featurize(formulas):
    return np.stack([composition_vector(f) for f in formulas])
