import numpy as np

from model import FitNet, serve_fit


def predict_fit(params, body_vs_garment):
    probs = serve_fit(FitNet(hidden=32), params, body_vs_garment)
    return np.asarray(probs).argmax(-1)
