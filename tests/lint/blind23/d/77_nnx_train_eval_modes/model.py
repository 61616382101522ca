from flax import nnx


class WritingFeedbackNet(nnx.Module):
    def __init__(self, d_in, n_tags, rngs):
        self.l1 = nnx.Linear(d_in, 32, rngs=rngs)
        self.drop = nnx.Dropout(0.2, rngs=rngs)
        self.l2 = nnx.Linear(32, n_tags, rngs=rngs)

    def __call__(self, x):
        return self.l2(self.drop(nnx.relu(self.l1(x))))
