from flax import nnx


class OnlineGestureAdapter(nnx.Module):
    def __init__(self, feat, classes, rngs):
        self.proj = nnx.Linear(feat, classes, rngs=rngs)
        self.num_updates = 0

    def __call__(self, x):
        return self.proj(x)
