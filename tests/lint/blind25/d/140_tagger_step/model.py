from flax import nnx

class StatuteTagger(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(30, 64, rngs=rngs)
        self.drop = nnx.Dropout(0.5, rngs=rngs)
        self.l2 = nnx.Linear(64, 5, rngs=rngs)

    def __call__(self, x):
        return self.l2(self.drop(nnx.relu(self.l1(x))))
