import numpy as np

from train import WarmupLR, mf_step


def main():
    rng = np.random.default_rng(0)
    n_users, n_items, rank = 50, 40, 4
    users = rng.integers(0, n_users, 256).astype(np.int32)
    items = rng.integers(0, n_items, 256).astype(np.int32)
    ratings = rng.integers(1, 6, 256).astype(np.float32)
    uf = (0.1 * rng.normal(size=(n_users, rank))).astype(np.float32)
    itf = (0.1 * rng.normal(size=(n_items, rank))).astype(np.float32)
    schedule = WarmupLR(peak=0.5, warmup_steps=3)
    for step in range(7):
        uf, itf = mf_step(uf, itf, users, items, ratings, schedule(step))
    pred = np.sum(np.asarray(uf)[users] * np.asarray(itf)[items], -1)
    print("train rmse", float(np.sqrt(np.mean((pred - ratings) ** 2))))


if __name__ == "__main__":
    main()
