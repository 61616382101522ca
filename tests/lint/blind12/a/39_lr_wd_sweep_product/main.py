import jax
import jax.numpy as jnp
import numpy as np

from sweep import run_sweep

VOCAB, N_DOCS = 300, 32


def bag_of_words(seed=0):
    rng = np.random.default_rng(seed)
    counts = rng.poisson(0.05, size=(N_DOCS, VOCAB)).astype(np.float32)
    labels = (counts[:, :150].sum(1) > counts[:, 150:].sum(1)).astype(np.int32)
    return counts, labels


if __name__ == "__main__":
    params = {"w": jnp.zeros((VOCAB, 2)), "b": jnp.zeros((2,))}
    results = run_sweep(params, bag_of_words(), learning_rates=[1e-2, 3e-2], weight_decays=[0.0, 1e-4])
    best = min(results, key=results.get)
    print("best (lr, wd):", best, "loss", results[best])
