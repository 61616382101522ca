from flax import nnx


class CharMLP(nnx.Module):
    def __init__(self, vocab, dim, rngs):
        self.embed = nnx.Embed(vocab, dim, rngs=rngs)
        self.out = nnx.Linear(dim, vocab, rngs=rngs)
        self.vocab = vocab

    def __call__(self, tokens):
        return self.out(nnx.relu(self.embed(tokens)))


class Trainer:
    def __init__(self, model, optimizer, step_fn):
        self.model = model
        self.optimizer = optimizer
        self.step_fn = step_fn
        self.num_updates = 0

    def train_on(self, batch):
        loss = self.step_fn(self.model, self.optimizer, batch[:, :-1], batch[:, 1:])
        self.num_updates += 1
        return loss
