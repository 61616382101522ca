from flax import nnx


class PolicyHead(nnx.Module):
    """Maps an 8x8 draughts position to logits over 32 destination squares."""

    def __init__(self, rngs: nnx.Rngs):
        self.body = nnx.Linear(64, 48, rngs=rngs)
        self.head = nnx.Linear(48, 32, rngs=rngs)

    def __call__(self, boards):
        return self.head(nnx.gelu(self.body(boards.reshape((boards.shape[0], 64)))))
