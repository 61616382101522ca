import numpy as np

from model import classify_leaves

LABELS = ["healthy", "rust", "blight", "mildew"]


class DiagnosisHandler:
    def __init__(self, params):
        self.params = params

    def __call__(self, request):
        feats = np.asarray(request["leaf_features"], np.float32)
        cls, conf = classify_leaves(self.params, feats)
        return [{"label": LABELS[int(c)], "confidence": round(float(p), 3)} for c, p in zip(cls, conf)]
