from flax import nnx


class DropoutBC(nnx.Module):
    def __init__(self, obs_dim, act_dim, rngs):
        self.l1 = nnx.Linear(obs_dim, 128, rngs=rngs)
        self.drop = nnx.Dropout(0.2, rngs=rngs)
        self.l2 = nnx.Linear(128, act_dim, rngs=rngs)

    def __call__(self, x):
        return self.l2(self.drop(nnx.relu(self.l1(x))))
