from flax import nnx
import jax.numpy as jnp


class GestureNet(nnx.Module):
    def __init__(self, in_dim, hidden, classes, rngs):
        self.fc1 = nnx.Linear(in_dim, hidden, rngs=rngs)
        self.drop = nnx.Dropout(0.2, rngs=rngs)
        self.fc2 = nnx.Linear(hidden, classes, rngs=rngs)

    def __call__(self, x):
        x = x.reshape(x.shape[0], -1)
        return self.fc2(self.drop(nnx.relu(self.fc1(x))))
