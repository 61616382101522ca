import jax
import numpy as np

from collate import collate

SEQ_LEN = 20
BATCH = 8


def batches(rng, n):
    for _ in range(n):
        lengths = rng.integers(4, SEQ_LEN, size=BATCH)
        ids = np.zeros((BATCH, SEQ_LEN), np.int32)
        for i, n_tok in enumerate(lengths):
            ids[i, :n_tok] = rng.integers(4, 100, size=n_tok)
        yield ids


def run_split(name, rng, key, n_batches, training):
    tokens = 0
    for ids in batches(rng, n_batches):
        key, sub = jax.random.split(key)
        out, lengths = collate(ids, sub, training=training)
        tokens += int(lengths.sum())
    print(f"{name}: {tokens} tokens")
    return key


def main():
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    for epoch in range(3):
        key = run_split(f"epoch {epoch} train", rng, key, 4, training=True)
        key = run_split(f"epoch {epoch} eval", rng, key, 2, training=False)


if __name__ == "__main__":
    main()
