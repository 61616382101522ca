import jax
import numpy as np

from evaluate import OfflineEvaluator
from metrics import default_hooks

Q_DIM, D_DIM, H, SLATE, BATCH = 12, 10, 16, 20, 8


def judged_slates(n, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        qf = rng.normal(size=(BATCH, Q_DIM)).astype(np.float32)
        df = rng.normal(size=(BATCH, SLATE, D_DIM)).astype(np.float32)
        labels = rng.integers(0, 4, size=(BATCH, SLATE)).astype(np.float32)
        yield qf, df, labels


def main():
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"wq": jax.random.normal(k1, (Q_DIM, H)) * 0.3,
              "wd": jax.random.normal(k2, (D_DIM, H)) * 0.3}
    evaluator = OfflineEvaluator(params, hooks=default_hooks())
    evaluator.run(judged_slates(5))


if __name__ == "__main__":
    main()
