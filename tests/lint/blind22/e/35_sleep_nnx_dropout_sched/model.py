from flax import nnx


class EpochClassifier(nnx.Module):
    def __init__(self, n_feat, n_stages, rngs: nnx.Rngs, dropout=0.1):
        self.hidden = nnx.Linear(n_feat, 32, rngs=rngs)
        self.dropout = nnx.Dropout(dropout, rngs=rngs)
        self.out = nnx.Linear(32, n_stages, rngs=rngs)

    def __call__(self, x):
        return self.out(self.dropout(nnx.relu(self.hidden(x))))
