import jax
import numpy as np

from model import CTRModel, RunningNormalizer, observe_and_score

N_FEATURES, BATCH = 10, 32


def request_batches(n, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        yield rng.gamma(2.0, 3.0, size=(BATCH, N_FEATURES)).astype(np.float32)


def main():
    model = CTRModel(N_FEATURES, jax.random.PRNGKey(0))
    norm = RunningNormalizer.create(N_FEATURES)
    for i, x in enumerate(request_batches(6)):
        ctr, norm = observe_and_score(model, norm, x)
        print(f"batch {i}: seen={norm.count} mean ctr={float(ctr.mean()):.4f}")


if __name__ == "__main__":
    main()
