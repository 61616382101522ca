from flax import nnx


class CallClassifier(nnx.Module):
    """Classifies bat echolocation calls from 32 spectral summary features."""

    def __init__(self, n_species, rngs, dropout=0.4):
        self.fc1 = nnx.Linear(32, 64, rngs=rngs)
        self.drop = nnx.Dropout(dropout, rngs=rngs)
        self.fc2 = nnx.Linear(64, n_species, rngs=rngs)

    def __call__(self, x):
        return self.fc2(self.drop(nnx.relu(self.fc1(x))))
