import haiku as hk
import jax
import jax.numpy as jnp

from data import PAD_ID, batched, tokenize

REVIEWS = [
    "great movie", "terrible plot and acting",
    "i loved every minute of it", "meh",
    "the soundtrack was the best part honestly", "boring",
    "would watch again", "not worth the ticket price at all in my view",
    "fine", "solid cast weak script", "an absolute mess from the opening scene to the credits",
]


def classifier(tokens):
    emb = hk.Embed(vocab_size=128, embed_dim=8)(tokens)
    mask = (tokens != PAD_ID)[..., None]
    pooled = jnp.sum(emb * mask, axis=1) / jnp.maximum(mask.sum(axis=1), 1)
    return hk.Linear(2)(pooled)


model = hk.without_apply_rng(hk.transform(classifier))


@jax.jit
def predict(params, tokens):
    return jax.nn.softmax(model.apply(params, tokens), axis=-1)


def main():
    vocab = {}
    seqs = [tokenize(r, vocab) for r in REVIEWS]
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 8), jnp.int32))
    for tokens in batched(seqs, batch_size=4):
        print(tokens.shape, predict(params, tokens)[:, 1].round(3))


if __name__ == "__main__":
    main()
