from flax import nnx


class Ranker(nnx.Module):
    def __init__(self, d_in, d_hidden, rngs):
        self.encoder = nnx.Linear(d_in, d_hidden, rngs=rngs)
        self.head = nnx.Linear(d_hidden, 1, rngs=rngs)
        self.checkpoint_step = 0

    def __call__(self, x):
        return self.head(nnx.gelu(self.encoder(x)))[:, 0]


def trained_state(step, d_in=8, d_hidden=16):
    model = Ranker(d_in, d_hidden, rngs=nnx.Rngs(step))
    return nnx.state(model, nnx.Param)
