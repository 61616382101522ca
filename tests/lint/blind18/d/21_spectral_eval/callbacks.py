from metrics import spectral_convergence


class ValidationLogger:
    def __init__(self, every):
        self.every = every
        self.history = []

    def __call__(self, step, pred, target):
        if step % self.every == 0:
            sc = spectral_convergence(pred=pred, target=target)
            self.history.append((step, float(sc)))
