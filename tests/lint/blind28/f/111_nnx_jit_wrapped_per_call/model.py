from flax import nnx


class HandshapeClassifier(nnx.Module):
    def __init__(self, rngs):
        self.fc1 = nnx.Linear(63, 64, rngs=rngs)
        self.fc2 = nnx.Linear(64, 30, rngs=rngs)

    def __call__(self, x):
        return self.fc2(nnx.relu(self.fc1(x)))
