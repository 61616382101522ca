import jax
import jax.numpy as jnp
import numpy as np
import flax.linen as nn

from trainer import ChunkTrainer

VOCAB, TAGS, SEQ = 80, 7, 12  # BIO tags for 3 chunk types + O


class BiGruChunker(nn.Module):
    dim: int = 16

    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(VOCAB, self.dim)(ids)
        h = nn.Bidirectional(nn.RNN(nn.GRUCell(self.dim)), nn.RNN(nn.GRUCell(self.dim)))(x)
        return nn.Dense(TAGS)(h)


def main():
    rng = np.random.default_rng(0)
    ids = rng.integers(1, VOCAB, size=(40, SEQ)).astype(np.int32)
    tags = (ids % TAGS).astype(np.int32)
    mask = np.ones((40, SEQ), np.float32)
    model = BiGruChunker()
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, SEQ), jnp.int32))
    trainer = ChunkTrainer(model, params)
    for i in range(0, 40, 8):
        loss = trainer.train_on_batch(ids[i:i + 8], tags[i:i + 8], mask[i:i + 8])
        print(f"step {trainer.step_count} loss {float(loss):.3f}")


if __name__ == "__main__":
    main()
