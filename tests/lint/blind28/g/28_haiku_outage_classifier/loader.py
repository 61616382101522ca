import numpy as np


class EventLoader:
    """Batches of feeder telemetry windows labelled outage / no outage."""

    def __init__(self, X, y, batch_size):
        self.X, self.y, self.bs = X, y, batch_size

    def __iter__(self):
        n = len(self.X)
        for s in range(0, n, self.bs):
            xb = self.X[s:s + self.bs]
            yb = self.y[s:s + self.bs]
            w = np.ones(len(xb), dtype=np.float32)
            short = self.bs - len(xb)
            if short:
                xb = np.concatenate([xb, np.zeros((short,) + xb.shape[1:], xb.dtype)])
                yb = np.concatenate([yb, np.zeros(short, yb.dtype)])
                w = np.concatenate([w, np.zeros(short, np.float32)])
            yield xb, yb, w
