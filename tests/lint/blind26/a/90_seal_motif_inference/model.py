from flax import nnx


class MotifNet(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(20, 32, rngs=rngs)
        self.drop = nnx.Dropout(0.3, rngs=rngs)
        self.l2 = nnx.Linear(32, 7, rngs=rngs)

    def __call__(self, x):
        return self.l2(self.drop(nnx.relu(self.l1(x))))


@nnx.jit
def predict_batch(model, x):
    return model(x).argmax(-1)
