import jax
import jax.numpy as jnp
import numpy as np
import flax.linen as nn

from metrics import token_accuracy

VOCAB, TAGS, SEQ = 90, 6, 12


class GruTagger(nn.Module):
    dim: int = 24

    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(VOCAB, self.dim)(ids)
        h = nn.RNN(nn.GRUCell(self.dim))(x)
        return nn.Dense(TAGS)(h)


def dev_batches(rng, n, batch_size):
    for _ in range(n):
        ids = rng.integers(1, VOCAB, size=(batch_size, SEQ)).astype(np.int32)
        lengths = rng.integers(4, SEQ + 1, size=batch_size)
        mask = np.arange(SEQ)[None] < lengths[:, None]
        yield ids * mask, (ids % TAGS).astype(np.int32), mask


def main():
    model = GruTagger()
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, SEQ), jnp.int32))

    @jax.jit
    def predict(ids):
        return model.apply(params, ids)

    rng = np.random.default_rng(0)
    acc = token_accuracy(predict, dev_batches(rng, n=5, batch_size=8))
    print(f"dev token accuracy {acc:.3f}")


if __name__ == "__main__":
    main()
