from flax import nnx


class TileEncoder(nnx.Module):
    def __init__(self, bands, classes, rngs, dropout=0.4):
        self.conv = nnx.Conv(bands, 16, (3, 3), rngs=rngs)
        self.drop = nnx.Dropout(dropout, rngs=rngs)
        self.head = nnx.Linear(16, classes, rngs=rngs)

    def __call__(self, x):
        x = nnx.relu(self.conv(x))
        x = self.drop(x.mean(axis=(1, 2)))
        return self.head(x)

    def set_dropout(self, rate):
        self.drop.rate = rate
