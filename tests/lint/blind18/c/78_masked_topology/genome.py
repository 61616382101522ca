import numpy as np

MAX_HIDDEN = 8


class Genome:
    """A one-hidden-layer network whose hidden layer can grow up to MAX_HIDDEN units."""

    def __init__(self, rng, inputs=4, outputs=2, hidden=2):
        self.w_in = rng.normal(0, 0.5, (inputs, MAX_HIDDEN)).astype(np.float32)
        self.w_out = rng.normal(0, 0.5, (MAX_HIDDEN, outputs)).astype(np.float32)
        self.w_out[hidden:] = 0.0
        self.active = np.zeros(MAX_HIDDEN, np.float32)
        self.active[:hidden] = 1.0

    @property
    def hidden(self):
        return int(self.active.sum())

    def add_node(self, rng):
        if self.hidden < MAX_HIDDEN:
            self.active[self.hidden] = 1.0

    def perturb(self, rng, scale=0.1):
        self.w_in = self.w_in + rng.normal(0, scale, self.w_in.shape).astype(np.float32)
        self.w_out = self.w_out + rng.normal(0, scale, self.w_out.shape).astype(np.float32)

    def weights(self):
        return {"w_in": self.w_in, "w_out": self.w_out, "active": self.active}
