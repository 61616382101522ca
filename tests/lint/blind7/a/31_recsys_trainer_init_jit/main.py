import numpy as np

from trainer import MFTrainer


def main():
    rng = np.random.default_rng(5)
    trainer = MFTrainer(n_users=20, n_items=30)
    for epoch in range(6):
        users = rng.integers(0, 20, size=16).astype(np.int32)
        items = rng.integers(0, 30, size=16).astype(np.int32)
        ratings = rng.uniform(1, 5, size=16).astype(np.float32)
        print(epoch, trainer.fit_batch(users, items, ratings))


if __name__ == "__main__":
    main()
