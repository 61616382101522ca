import jax
import jax.numpy as jnp
import numpy as np

from optim import lm_update

VOCAB, DIM = 64, 16


def packed_batches(n, rng, batch=4, seq=20):
    for _ in range(n):
        tokens = rng.integers(1, VOCAB, size=(batch, seq)).astype(np.int32)
        lengths = rng.integers(8, seq + 1, size=batch)
        mask = (np.arange(seq)[None] < lengths[:, None])
        yield tokens * mask, mask


def main():
    rng = np.random.default_rng(0)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"emb": jax.random.normal(k1, (VOCAB, DIM)) * 0.1, "out": jax.random.normal(k2, (DIM, VOCAB)) * 0.1}
    tokens_seen = 0
    for step, (tokens, mask) in enumerate(packed_batches(6, rng)):
        params, loss = lm_update(params, tokens, mask.astype(np.float32), tokens_seen)
        tokens_seen = tokens_seen + jnp.sum(mask)
        print(f"step {step}: loss {float(loss):.3f} tokens seen {int(tokens_seen)}")


if __name__ == "__main__":
    main()
