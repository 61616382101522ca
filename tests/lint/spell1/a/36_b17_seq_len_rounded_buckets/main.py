import jax
import numpy as np

from data import make_batches
from model import lm_loss_and_grad


class LMTrainer:
    def __init__(self, vocab=50, dim=16, lr=0.5):
        self.params = {"embed": jax.random.normal(jax.random.PRNGKey(0), (vocab, dim)) * 0.1}
        self.lr = lr
        self.cur_len = None

    def prepare(self, tokens, lengths):
        # trim the batch to its longest sequence to save compute
        longest = lengths.max().item()
        self.cur_len = min(-(-longest // 8) * 8, 32)
        return tokens

    def train_step(self, tokens):
        loss, grads = lm_loss_and_grad(self.params, tokens, max_len=self.cur_len)
        self.params = jax.tree_util.tree_map(lambda p, g: p - self.lr * g, self.params, grads)
        return float(loss)

    def fit(self, batches):
        return [self.train_step(self.prepare(t, l)) for t, l in batches]


if __name__ == "__main__":
    losses = LMTrainer().fit(make_batches(6, batch_size=2))
    print(np.round(losses, 4))
