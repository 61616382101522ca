import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from train_utils import run_epoch

VOCAB, TAGS, SEQ = 100, 9, 14


class CnnNer(nnx.Module):
    def __init__(self, rngs):
        self.embed = nnx.Embed(VOCAB, 24, rngs=rngs)
        self.conv = nnx.Conv(24, 24, kernel_size=(5,), rngs=rngs)
        self.out = nnx.Linear(24, TAGS, rngs=rngs)

    def __call__(self, ids):
        return self.out(nnx.relu(self.conv(self.embed(ids))))


def make_batches(rng, n, batch_size):
    out = []
    for _ in range(n):
        ids = rng.integers(1, VOCAB, size=(batch_size, SEQ)).astype(np.int32)
        tags = np.where(ids > 85, ids % TAGS, 0).astype(np.int32)
        out.append((jnp.asarray(ids), jnp.asarray(tags), jnp.ones((batch_size, SEQ))))
    return out


def main():
    batches = make_batches(np.random.default_rng(0), 3, 8)
    model = CnnNer(nnx.Rngs(0))
    schedule = optax.exponential_decay(3e-3, transition_steps=len(batches), decay_rate=0.5, staircase=True)
    optimizer = nnx.Optimizer(model, optax.adam(schedule), wrt=nnx.Param)
    for epoch in range(4):
        print(f"epoch {epoch} loss {run_epoch(model, optimizer, batches):.4f}")


if __name__ == "__main__":
    main()
