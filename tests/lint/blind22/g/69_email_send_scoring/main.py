import jax.numpy as jnp
import numpy as np

from scoring import open_probability

N_WORKERS = 4


def main():
    rng = np.random.default_rng(0)
    audience = rng.normal(size=(1003, 8)).astype(np.float32)
    w = jnp.asarray(rng.normal(0, 0.3, 8), jnp.float32)
    scores = []
    for shard in np.array_split(audience, N_WORKERS):
        scores.append(np.asarray(open_probability(w, shard)))
    scores = np.concatenate(scores)
    send = scores > 0.5
    print(int(send.sum()), "of", len(scores))


if __name__ == "__main__":
    main()
