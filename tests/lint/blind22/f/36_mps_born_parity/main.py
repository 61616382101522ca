import jax
import numpy as np

from born import sgd_update

N_SITES = 6
CHI = 4


def parity_dataset(n, n_samples, seed=0):
    rng = np.random.default_rng(seed)
    bits = rng.integers(0, 2, size=(4 * n_samples, n))
    even = bits[bits.sum(1) % 2 == 0][:n_samples]
    return even.astype(np.int32)


def init_tensors(key):
    keys = jax.random.split(key, N_SITES)
    return [1.0 + 0.1 * jax.random.normal(k, (CHI, 2, CHI)) for k in keys]


def main():
    data = parity_dataset(N_SITES, 32)
    tensors = init_tensors(jax.random.PRNGKey(0))
    for step in range(6):
        tensors, loss = sgd_update(tensors, data, 0.02)
        print(f"step {step} nll={float(loss):.4f}")


if __name__ == "__main__":
    main()
