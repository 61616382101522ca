import jax
import jax.numpy as jnp
import numpy as np

from stemma import ReadingEncoder, witness_distances

TRADITIONS = {"Boece": 4, "Troilus": 6, "Astrolabe": 3, "Melibee": 4}


def load_witnesses(rng, n, length=30):
    base = rng.integers(0, 300, length)
    out = []
    for _ in range(n):
        w = base.copy()
        m = rng.random(length) < 0.15
        w[m] = rng.integers(0, 300, m.sum())
        out.append(jnp.asarray(w.astype(np.int32)))
    return out


def main():
    rng = np.random.default_rng(44)
    enc = ReadingEncoder(jax.random.PRNGKey(44))
    for work, n in TRADITIONS.items():
        d = witness_distances(enc, load_witnesses(rng, n))
        print(work, np.round(np.asarray(d[0]), 3).tolist())


if __name__ == "__main__":
    main()
