from dataclasses import dataclass

import numpy as np

from .engine import make_scorer


@dataclass
class Request:
    request_id: int
    features: np.ndarray


class ClassifierHandler:
    def __init__(self, params, temperature=1.0, labels=("ok", "warn", "error", "unknown")):
        self.params = params
        self.temperature = temperature
        self.labels = labels

    def handle(self, req: Request):
        scorer = make_scorer(self.temperature)
        probs = np.asarray(scorer(self.params, req.features))
        best = probs.argmax(axis=-1)
        return [{"label": self.labels[i], "p": float(probs[j, i])} for j, i in enumerate(best)]
