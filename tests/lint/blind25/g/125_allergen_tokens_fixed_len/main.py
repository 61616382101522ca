import numpy as np
import jax
import jax.numpy as jnp

from text import STATEMENTS, tokenize, encode_fixed


@jax.jit
def label_check_step(emb, w, tokens, labels):
    def loss_fn(emb, w):
        mask = (tokens > 0).astype(jnp.float32)
        pooled = jnp.sum(emb[tokens] * mask[..., None], axis=1) / mask.sum(1, keepdims=True)
        logit = pooled @ w
        return jnp.mean(jnp.logaddexp(0.0, logit) - labels * logit)

    loss, (ge, gw) = jax.value_and_grad(loss_fn, argnums=(0, 1))(emb, w)
    return emb - 0.5 * ge, w - 0.5 * gw, loss


def main():
    words = sorted({w for t, _ in STATEMENTS for w in tokenize(t)})
    index = {w: i + 1 for i, w in enumerate(words)}
    tokens = np.stack([encode_fixed(t, index) for t, _ in STATEMENTS])
    labels = np.array([y for _, y in STATEMENTS], np.float32)
    k1, k2 = jax.random.split(jax.random.PRNGKey(1))
    emb = jax.random.normal(k1, (len(index) + 1, 8)) * 0.1
    w = jax.random.normal(k2, (8,)) * 0.1
    for epoch in range(5):
        for i in range(0, len(tokens), 4):
            emb, w, loss = label_check_step(emb, w, tokens[i:i + 4], labels[i:i + 4])
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
