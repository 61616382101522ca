from flax import nnx


class FMRIConnectomeNet(nnx.Module):
    def __init__(self, n_edges, n_hidden, n_classes, rngs, dropout=0.5):
        self.fc1 = nnx.Linear(n_edges, n_hidden, rngs=rngs)
        self.drop = nnx.Dropout(dropout, rngs=rngs)
        self.fc2 = nnx.Linear(n_hidden, n_classes, rngs=rngs)

    def __call__(self, x):
        return self.fc2(self.drop(nnx.relu(self.fc1(x))))


def set_dropout(model, rate):
    model.drop.rate = rate
