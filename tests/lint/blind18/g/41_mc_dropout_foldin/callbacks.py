import jax
import numpy as np

from model import stochastic_forward


class MCDropoutUncertainty:
    """Estimates predictive spread with a few stochastic passes at the end of each epoch."""

    def __init__(self, x_probe, base_key, passes=4):
        self.x_probe = x_probe
        self.base_key = base_key
        self.passes = passes
        self.spread = []

    def on_epoch_end(self, epoch, params):
        key = jax.random.fold_in(self.base_key, epoch)
        preds = []
        for sub in jax.random.split(key, self.passes):
            preds.append(np.asarray(stochastic_forward(params, self.x_probe, sub)))
        self.spread.append(float(np.std(np.stack(preds), axis=0).mean()))
