import equinox as eqx
import numpy as np


def recalibrate(model, reference_brix, measured_brix):
    scale = float(np.mean(np.asarray(reference_brix) / np.asarray(measured_brix)))
    return eqx.tree_at(lambda m: m.scale, model, scale)
