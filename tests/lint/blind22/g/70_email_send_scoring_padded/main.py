import jax.numpy as jnp
import numpy as np

from scoring import open_probability

SHARD = 256


def padded_shards(x, size=SHARD):
    for start in range(0, len(x), size):
        chunk = x[start:start + size]
        pad = size - len(chunk)
        yield np.pad(chunk, ((0, pad), (0, 0))), len(chunk)


def main():
    rng = np.random.default_rng(0)
    audience = rng.normal(size=(1003, 8)).astype(np.float32)
    w = jnp.asarray(rng.normal(0, 0.3, 8), jnp.float32)
    scores = []
    for shard, n in padded_shards(audience):
        scores.append(np.asarray(open_probability(w, shard))[:n])
    scores = np.concatenate(scores)
    send = scores > 0.5
    print(int(send.sum()), "of", len(scores))


if __name__ == "__main__":
    main()
