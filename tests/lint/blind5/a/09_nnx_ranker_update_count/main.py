import numpy as np
import jax.numpy as jnp
from flax import nnx

from model import PointwiseRanker, sgd_step

N_FEATS = 16


class ClickLogReader:
    def __init__(self, seed, batch_size=64):
        self.rng = np.random.default_rng(seed)
        self.batch_size = batch_size
        self.true_w = self.rng.standard_normal(N_FEATS)

    def next_batch(self):
        x = self.rng.standard_normal((self.batch_size, N_FEATS)).astype(np.float32)
        p = 1 / (1 + np.exp(-x @ self.true_w))
        y = (self.rng.uniform(size=self.batch_size) < p).astype(np.float32)
        return jnp.asarray(x), jnp.asarray(y)


def main():
    reader = ClickLogReader(seed=9)
    ranker = PointwiseRanker(N_FEATS, 32, rngs=nnx.Rngs(0))
    for _ in range(5):
        feats, labels = reader.next_batch()
        loss = sgd_step(ranker, feats, labels, 0.1)
        ranker.num_updates += 1
        if ranker.num_updates % 2 == 0:
            print(f"update {ranker.num_updates} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
