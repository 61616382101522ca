from flax import nnx


class CNN(nnx.Module):
    def __init__(self, num_classes, rngs: nnx.Rngs):
        self.conv1 = nnx.Conv(3, 8, (3, 3), rngs=rngs)
        self.conv2 = nnx.Conv(8, 16, (3, 3), strides=(2, 2), rngs=rngs)
        self.head = nnx.Linear(16, num_classes, rngs=rngs)

    def __call__(self, x):
        x = nnx.relu(self.conv1(x))
        x = nnx.relu(self.conv2(x))
        return self.head(x.mean(axis=(1, 2)))
