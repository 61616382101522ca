import numpy as np

from model import classify_whistles

SPECIES = ["T. truncatus", "D. delphis", "S. coeruleoalba", "G. griseus"]


class WhistleServer:
    def __init__(self, params):
        self.params = params

    def handle(self, request):
        contours = np.asarray(request["contours"], np.float32)
        labels, conf = classify_whistles(self.params, contours)
        return [{"species": SPECIES[int(l)], "confidence": round(float(c), 3)} for l, c in zip(labels, conf)]
