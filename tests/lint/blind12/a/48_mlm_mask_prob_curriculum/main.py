import jax
import numpy as np

from masking import mask_tokens, next_mask_prob


def pretraining_batches(rng, n, batch=8, seq=32):
    for _ in range(n):
        yield rng.integers(4, 100, size=(batch, seq)).astype(np.int32)


def main():
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    mask_prob = 0.15
    for epoch in range(5):
        n_masked = 0
        for ids in pretraining_batches(rng, 2):
            key, sub = jax.random.split(key)
            corrupted, labels = mask_tokens(sub, ids, mask_prob)
            n_masked += int((labels != -100).sum())
        print(f"epoch {epoch}: mask_prob {float(mask_prob):.2f}, masked {n_masked} tokens")
        mask_prob = next_mask_prob(mask_prob)


if __name__ == "__main__":
    main()
