from flax import nnx


class Net(nnx.Module):
    def __init__(self, din, dhidden, dout, rate, rngs: nnx.Rngs):
        self.fc1 = nnx.Linear(din, dhidden, rngs=rngs)
        self.dropout = nnx.Dropout(rate, rngs=rngs)
        self.fc2 = nnx.Linear(dhidden, dout, rngs=rngs)

    def __call__(self, x):
        return self.fc2(self.dropout(nnx.relu(self.fc1(x))))
