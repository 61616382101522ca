import numpy as np


class SemiPersistentGrant:
    """Configured grant: the same PRBs every period until reconfigured."""

    def __init__(self, start, n_prb):
        self.start, self.n_prb = start, n_prb

    def prbs(self):
        return tuple(np.arange(self.start, self.start + self.n_prb).tolist())
