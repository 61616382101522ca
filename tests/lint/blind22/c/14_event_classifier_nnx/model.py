from flax import nnx


class EventTagger(nnx.Module):
    def __init__(self, n_feat, n_classes, rngs):
        self.l1 = nnx.Linear(n_feat, 32, rngs=rngs)
        self.l2 = nnx.Linear(32, n_classes, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.relu(self.l1(x)))
