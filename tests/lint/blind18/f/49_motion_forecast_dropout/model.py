from flax import nnx


class MotionHead(nnx.Module):
    def __init__(self, in_dim, horizon, rngs, dropout=0.3):
        self.horizon = horizon
        self.fc1 = nnx.Linear(in_dim, 64, rngs=rngs)
        self.drop = nnx.Dropout(dropout, rngs=rngs)
        self.fc2 = nnx.Linear(64, horizon * 2, rngs=rngs)

    def __call__(self, feats):
        h = self.drop(nnx.gelu(self.fc1(feats)))
        return self.fc2(h).reshape(feats.shape[0], self.horizon, 2)
