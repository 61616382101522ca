import jax
import jax.numpy as jnp
import numpy as np

BUCKET = 16
N_ITEMS = 50


def pad_history(histories, length=BUCKET):
    out = np.zeros((len(histories), length), dtype=np.int32)
    mask = np.zeros((len(histories), length), dtype=np.float32)
    for i, h in enumerate(histories):
        h = h[-length:]
        out[i, : len(h)] = h
        mask[i, : len(h)] = 1.0
    return out, mask


@jax.jit
def score_users(item_emb, hist, mask):
    pooled = (item_emb[hist] * mask[..., None]).sum(1) / jnp.maximum(mask.sum(1, keepdims=True), 1.0)
    return pooled @ item_emb.T


def main():
    rng = np.random.default_rng(1)
    item_emb = jnp.asarray(rng.normal(size=(N_ITEMS, 8)), dtype=jnp.float32)
    for step in range(6):
        batch = [rng.integers(0, N_ITEMS, size=rng.integers(2, 14)) for _ in range(4)]
        hist, mask = pad_history(batch)
        scores = score_users(item_emb, hist, mask)
        print(step, int(jnp.argmax(scores[0])))


if __name__ == "__main__":
    main()
