import numpy as np
import jax.numpy as jnp

from align import refine_alignment

WITNESSES = {"A": 38, "B": 52, "C": 27, "D": 61}
N = 24


def iterations_for(length):
    return max(3, length // 10)


def main():
    rng = np.random.default_rng(9)
    for siglum, length in WITNESSES.items():
        sim = jnp.asarray(rng.normal(size=(N, N)).astype(np.float32))
        prior = jnp.ones((N, N)) / N
        post = refine_alignment(sim, prior, iterations_for(length))
        print(siglum, np.asarray(post.argmax(axis=1))[:8].tolist())


if __name__ == "__main__":
    main()
