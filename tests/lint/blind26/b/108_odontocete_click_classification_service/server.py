import numpy as np

from model import classify_clicks

MAX_CLICKS = 64
CLASSES = ["sperm whale", "beaked whale", "porpoise"]


class ClickServer:
    def __init__(self, params):
        self.params = params

    def handle(self, request):
        spectra = np.asarray(request["spectra"], np.float32)[:MAX_CLICKS]
        n = spectra.shape[0]
        buf = np.zeros((MAX_CLICKS, spectra.shape[1]), np.float32)
        buf[:n] = spectra
        valid = np.arange(MAX_CLICKS) < n
        pred = np.asarray(classify_clicks(self.params, buf, valid))[:n]
        return [CLASSES[p] for p in pred]
