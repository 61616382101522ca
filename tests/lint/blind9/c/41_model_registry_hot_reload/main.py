import numpy as np

from registry import ModelRegistry

N_FEATURES, BATCH = 12, 64


def transaction_stream(n_batches, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n_batches):
        yield rng.normal(size=(BATCH, N_FEATURES)).astype(np.float32)


def main():
    registry = ModelRegistry(N_FEATURES)
    flagged = 0
    for i, txns in enumerate(transaction_stream(6)):
        apply_fn, variables = registry.current()
        risk = np.asarray(apply_fn(variables, txns))
        flagged += int((risk > 0.6).sum())
        print(f"micro-batch {i} (model v{registry.version}): max risk {risk.max():.3f}")
    print("flagged", flagged)


if __name__ == "__main__":
    main()
