from flax import nnx


class Classifier(nnx.Module):
    def __init__(self, din, dh, n_classes, rngs):
        self.fc1 = nnx.Linear(din, dh, rngs=rngs)
        self.bn = nnx.BatchNorm(dh, rngs=rngs)
        self.drop = nnx.Dropout(0.2, rngs=rngs)
        self.fc2 = nnx.Linear(dh, n_classes, rngs=rngs)

    def __call__(self, x):
        h = nnx.relu(self.bn(self.fc1(x)))
        return self.fc2(self.drop(h))
