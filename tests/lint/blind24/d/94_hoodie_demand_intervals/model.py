from flax import nnx


class WeeklyDemandNet(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(7, 32, rngs=rngs)
        self.drop = nnx.Dropout(0.2)
        self.l2 = nnx.Linear(32, 1, rngs=rngs)

    def __call__(self, x, rngs):
        return self.l2(self.drop(nnx.relu(self.l1(x)), rngs=rngs))[:, 0]


@nnx.jit
def mc_forecast(model, x, rngs):
    return model(x, rngs)
