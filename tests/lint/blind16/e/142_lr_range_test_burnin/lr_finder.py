import jax.numpy as jnp
import numpy as np


class LRRangeTest:
    """Exponentially increase the learning rate and record the loss (Smith, 2015)."""

    def __init__(self, start=1e-4, end=1.0, num_steps=8):
        self.lrs = np.geomspace(start, end, num_steps).tolist()
        self.history = []

    def apply(self, opt_state, step):
        opt_state.hyperparams["learning_rate"] = jnp.asarray(self.lrs[step])
        return opt_state

    def record(self, step, loss):
        self.history.append((self.lrs[step], loss))

    def suggestion(self):
        losses = np.array([l for _, l in self.history])
        return self.history[int(np.argmin(np.gradient(losses)))][0]
