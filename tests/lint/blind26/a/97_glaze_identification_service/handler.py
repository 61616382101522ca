import numpy as np

from model import classify_glaze

GLAZES = ["celadon", "tenmoku", "sancai", "tin-opacified", "lead-green"]


def handle(request):
    spectra = np.asarray(request["spectra"], np.float32)
    if spectra.shape[0] == 1:
        spectra = spectra[0]
    probs = np.asarray(classify_glaze(spectra))
    probs = probs.reshape(-1, len(GLAZES))
    return [GLAZES[i] for i in probs.argmax(-1)]
