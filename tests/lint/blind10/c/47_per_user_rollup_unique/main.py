import numpy as np

from rollup import rollup

MICRO_BATCH = 200


def purchase_stream(rng, n_batches):
    for _ in range(n_batches):
        users = rng.zipf(1.6, size=MICRO_BATCH) % 5000
        amount = rng.lognormal(2.5, 0.7, size=MICRO_BATCH).astype(np.float32)
        yield users, amount


def main():
    rng = np.random.default_rng(0)
    for i, (users, amount) in enumerate(purchase_stream(rng, 6)):
        totals, avg = rollup(users, amount)
        top = max(totals, key=totals.get)
        print(f"batch {i}: {len(totals)} users, top user {top} spent {totals[top]:.1f}")


if __name__ == "__main__":
    main()
