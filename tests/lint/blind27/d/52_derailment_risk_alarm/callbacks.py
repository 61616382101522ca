import numpy as np

from metrics import alarm_metrics


class AlarmCallback:
    def __init__(self, quantile=0.9):
        self.quantile = quantile
        self.history = []

    def __call__(self, epoch, scores, labels):
        threshold = float(np.quantile(np.asarray(scores), self.quantile))
        prec, rec = alarm_metrics(scores, labels, threshold)
        self.history.append((epoch, threshold, float(prec), float(rec)))
        return self.history[-1]
