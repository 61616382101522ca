import numpy as np
import optax
from flax import nnx

from model import N_PUNCT, VOCAB, PunctuationTagger
from trainer import run_epoch


def loader(n, seed, batch=4, seq=20):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        yield {"ids": rng.integers(1, VOCAB, (batch, seq)).astype(np.int32),
               "tags": rng.integers(0, N_PUNCT, (batch, seq)).astype(np.int32),
               "mask": np.ones((batch, seq), np.float32)}


def main():
    model = PunctuationTagger(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    for epoch in range(2):
        print(epoch, run_epoch(model, optimizer, loader(3, epoch)))


if __name__ == "__main__":
    main()
