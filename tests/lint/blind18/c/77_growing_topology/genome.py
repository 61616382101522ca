import numpy as np


class Genome:
    """A one-hidden-layer network whose hidden layer can grow by structural mutation."""

    def __init__(self, rng, inputs=4, outputs=2, hidden=2):
        self.w_in = rng.normal(0, 0.5, (inputs, hidden)).astype(np.float32)
        self.w_out = rng.normal(0, 0.5, (hidden, outputs)).astype(np.float32)

    def add_node(self, rng):
        self.w_in = np.concatenate(
            [self.w_in, rng.normal(0, 0.5, (self.w_in.shape[0], 1)).astype(np.float32)], axis=1)
        self.w_out = np.concatenate(
            [self.w_out, np.zeros((1, self.w_out.shape[1]), np.float32)], axis=0)

    def perturb(self, rng, scale=0.1):
        self.w_in = self.w_in + rng.normal(0, scale, self.w_in.shape).astype(np.float32)
        self.w_out = self.w_out + rng.normal(0, scale, self.w_out.shape).astype(np.float32)

    def weights(self):
        return {"w_in": self.w_in, "w_out": self.w_out}
