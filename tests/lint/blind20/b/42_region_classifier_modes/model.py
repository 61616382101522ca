from flax import nnx


class RegionClassifier(nnx.Module):
    """Classifies layout regions (paragraph, heading, caption, footnote)."""

    def __init__(self, in_features, rngs):
        self.hidden = nnx.Linear(in_features, 32, rngs=rngs)
        self.dropout = nnx.Dropout(0.2, rngs=rngs)
        self.out = nnx.Linear(32, 4, rngs=rngs)

    def __call__(self, x):
        return self.out(self.dropout(nnx.relu(self.hidden(x))))
