import numpy as np


class DoseResponseLoader:
    def __init__(self, doses, responses, batch_size):
        self.doses = doses
        self.responses = responses
        self.batch_size = batch_size

    def __iter__(self):
        n = len(self.doses)
        for start in range(0, n, self.batch_size):
            d = self.doses[start:start + self.batch_size]
            r = self.responses[start:start + self.batch_size]
            pad = self.batch_size - len(d)
            mask = np.ones(self.batch_size, np.float32)
            if pad:
                mask[len(d):] = 0.0
                d = np.concatenate([d, np.ones(pad, np.float32)])
                r = np.concatenate([r, np.zeros(pad, np.float32)])
            yield d, r, mask


def make_study(n=90, seed=1):
    rng = np.random.default_rng(seed)
    doses = rng.choice([1, 3, 10, 30, 100, 300], size=n).astype(np.float32)
    e0, emax, ec50, hill = 5.0, 60.0, 25.0, 1.3
    resp = e0 + emax * doses**hill / (ec50**hill + doses**hill)
    resp = resp + rng.normal(0, 3.0, n)
    return doses, resp.astype(np.float32)
