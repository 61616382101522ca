import jax
import numpy as np

from net import predict


def evaluate(params, spectra, labels, batch=100):
    hits = 0
    for s in range(0, len(spectra), batch):
        pred = jax.jit(predict)(params, spectra[s:s + batch])
        hits += int((np.asarray(pred) == labels[s:s + batch]).sum())
    return hits / len(spectra)
