import jax.numpy as jnp
import numpy as np


class RecallReweighter:
    def __init__(self, n_classes):
        self.weights = jnp.ones(n_classes, jnp.float32)

    def on_epoch_end(self, pred, y):
        recall = np.array([(pred[y == c] == c).mean() for c in range(len(self.weights))])
        self.weights = jnp.asarray(1.0 + (1.0 - recall), jnp.float32)
        return recall
