from flax import nnx


class CornealUlcerNet(nnx.Module):
    def __init__(self, rngs):
        self.conv = nnx.Conv(3, 8, kernel_size=(3, 3), strides=2, rngs=rngs)
        self.fc = nnx.Linear(8, 1, rngs=rngs)

    def __call__(self, x):
        return self.fc(nnx.relu(self.conv(x)).mean(axis=(1, 2)))[:, 0]
