from functools import partial

import jax

from metrics import anomaly_correlation


class ACCCallback:
    def __init__(self, every, val_x, val_y, clim, predict):
        self.every = every
        self.val_x, self.val_y, self.clim = val_x, val_y, clim
        self.predict = predict
        self.history = []

    def __call__(self, step, params):
        if step % self.every:
            return
        score_fn = jax.jit(partial(anomaly_correlation, clim=self.clim))
        self.history.append(float(score_fn(self.predict(params, self.val_x), self.val_y)))
