from flax import nnx
import jax.numpy as jnp


class PatchClassifier(nnx.Module):
    def __init__(self, in_features, n_classes, rngs):
        self.fc1 = nnx.Linear(in_features, 32, rngs=rngs)
        self.fc2 = nnx.Linear(32, n_classes, rngs=rngs)
        self.updates_seen = 0

    def __call__(self, x):
        return self.fc2(nnx.relu(self.fc1(x)))
