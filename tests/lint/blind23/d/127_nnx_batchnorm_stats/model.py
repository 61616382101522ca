from flax import nnx


class SurveyNet(nnx.Module):
    """Maps a student motivation survey to a persistence score."""

    def __init__(self, d_in, rngs):
        self.bn = nnx.BatchNorm(d_in, rngs=rngs)
        self.l1 = nnx.Linear(d_in, 16, rngs=rngs)
        self.l2 = nnx.Linear(16, 1, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.relu(self.l1(self.bn(x))))[:, 0]
