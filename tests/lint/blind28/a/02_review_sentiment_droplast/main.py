import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

VOCAB = 500
MAXLEN = 24


class ReviewLoader:
    def __init__(self, tokens, labels, batch_size, seed=0):
        self.tokens = tokens
        self.labels = labels
        self.batch_size = batch_size
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        order = self.rng.permutation(len(self.tokens))
        n_full = len(order) // self.batch_size
        for i in range(n_full):
            sel = order[i * self.batch_size:(i + 1) * self.batch_size]
            yield self.tokens[sel], self.labels[sel]


class SentimentNet(nn.Module):
    @nn.compact
    def __call__(self, tokens):
        mask = (tokens > 0)[..., None]
        emb = nn.Embed(VOCAB, 32)(tokens) * mask
        pooled = emb.sum(1) / jnp.maximum(mask.sum(1), 1)
        h = nn.relu(nn.Dense(32)(pooled))
        return nn.Dense(1)(h)[:, 0]


model = SentimentNet()
tx = optax.adamw(3e-3)


@jax.jit
def sentiment_step(params, opt_state, tokens, labels):
    def loss_fn(p):
        logits = model.apply(p, tokens)
        return optax.sigmoid_binary_cross_entropy(logits, labels).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def synth_reviews(n=730, seed=0):
    rng = np.random.default_rng(seed)
    lengths = rng.integers(4, MAXLEN, n)
    toks = np.zeros((n, MAXLEN), np.int32)
    labels = rng.integers(0, 2, n).astype(np.float32)
    for i, L in enumerate(lengths):
        base = 1 if labels[i] else 250
        toks[i, :L] = rng.integers(base, base + 250, L)
    return toks, labels


def main():
    toks, labels = synth_reviews()
    loader = ReviewLoader(toks, labels, batch_size=64)
    params = model.init(jax.random.PRNGKey(0), toks[:2])
    opt_state = tx.init(params)
    for epoch in range(3):
        for tb, lb in loader:
            params, opt_state, loss = sentiment_step(params, opt_state, tb, lb)
        print("epoch", epoch, "bce", round(float(loss), 4))


if __name__ == "__main__":
    main()
