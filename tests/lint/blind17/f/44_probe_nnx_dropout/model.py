from flax import nnx


class ProbeHead(nnx.Module):
    def __init__(self, din, num_classes, *, rngs: nnx.Rngs):
        self.norm = nnx.BatchNorm(din, rngs=rngs)
        self.drop = nnx.Dropout(0.2, rngs=rngs)
        self.fc = nnx.Linear(din, num_classes, rngs=rngs)

    def __call__(self, x):
        return self.fc(self.drop(self.norm(x)))
