import jax
import jax.numpy as jnp
import numpy as np
import flax.linen as nn

from store import TokenStore, encode_on_the_fly

VOCAB, SEQ, BATCH = 300, 16, 8


class LangId(nn.Module):
    num_langs: int = 4

    @nn.compact
    def __call__(self, ids):
        h = nn.Embed(VOCAB, 24)(ids)
        mask = (ids > 0)[..., None]
        h = (h * mask).sum(1) / jnp.maximum(mask.sum(1), 1)
        return nn.Dense(self.num_langs)(h)


def random_sequences(rng, n):
    return [list(rng.integers(1, VOCAB, size=int(rng.integers(5, SEQ)))) for _ in range(n)]


def main():
    rng = np.random.default_rng(0)
    train = TokenStore(random_sequences(rng, 32), SEQ)
    model = LangId()
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, SEQ), jnp.int32))

    @jax.jit
    def predict(params, ids):
        return jnp.argmax(model.apply(params, ids), axis=-1)

    train_preds = [predict(params, train.batch(i, BATCH)) for i in range(0, len(train), BATCH)]
    for _ in range(3):
        incoming = encode_on_the_fly(random_sequences(rng, BATCH), SEQ)
        live_preds = predict(params, incoming)
    print("train label histogram", np.bincount(np.concatenate([np.asarray(p) for p in train_preds]), minlength=4))
    print("last live preds", np.asarray(live_preds))


if __name__ == "__main__":
    main()
