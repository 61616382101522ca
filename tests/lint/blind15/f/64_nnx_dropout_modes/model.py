from flax import nnx


class MLP(nnx.Module):
    def __init__(self, din, dhidden, dout, rngs, dropout=0.3):
        self.fc1 = nnx.Linear(din, dhidden, rngs=rngs)
        self.dropout = nnx.Dropout(dropout, rngs=rngs)
        self.fc2 = nnx.Linear(dhidden, dout, rngs=rngs)

    def __call__(self, x):
        return self.fc2(self.dropout(nnx.relu(self.fc1(x))))
