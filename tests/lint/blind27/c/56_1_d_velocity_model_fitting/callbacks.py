from evaluate import misfit_on


class EveryN:
    def __init__(self, every, val_x, val_t):
        self.every = every
        self.val_x, self.val_t = val_x, val_t
        self.history = []

    def __call__(self, step, w):
        if step % self.every:
            return
        self.history.append(float(misfit_on(w, self.val_x, self.val_t)))
