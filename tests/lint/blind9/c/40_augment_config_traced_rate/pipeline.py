import jax
import jax.numpy as jnp
import numpy as np

from augment import AugmentConfig, mask_items


class ClozeBatcher:
    def __init__(self, sequences, batch_size, seed=0):
        self.sequences = sequences
        self.batch_size = batch_size
        self.cfg = AugmentConfig()
        self.key = jax.random.PRNGKey(seed)
        self.set_epoch(0)

    def set_epoch(self, epoch):
        self.mask_prob = jnp.float32(self.cfg.mask_prob_at(epoch))

    def __iter__(self):
        for start in range(0, len(self.sequences) - self.batch_size + 1, self.batch_size):
            self.key, sub = jax.random.split(self.key)
            batch = self.sequences[start:start + self.batch_size]
            masked, targets = mask_items(sub, batch, self.mask_prob, self.cfg)
            yield np.asarray(masked), np.asarray(targets), batch
