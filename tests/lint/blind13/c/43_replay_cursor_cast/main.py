import numpy as np

from replay import ContextReplay

CONTEXT_DIM = 6


def logged_rounds(rng, n_rounds, per_round=16):
    for _ in range(n_rounds):
        ctx = rng.normal(size=(per_round, CONTEXT_DIM))
        arm = rng.integers(0, 4, (per_round, 1))
        reward = rng.random((per_round, 1)) < 0.1
        yield np.concatenate([ctx, arm, reward], axis=1).astype(np.float32)


def main():
    rng = np.random.default_rng(3)
    replay = ContextReplay(capacity=64, width=CONTEXT_DIM + 2)
    for rnd, rows in enumerate(logged_rounds(rng, 6)):
        replay.add(rows)
        batch = replay.sample(rng, 8)
        print(f"round {rnd}: size {replay.size} cursor {int(replay.cursor)} mean reward {float(batch[:, -1].mean()):.2f}")


if __name__ == "__main__":
    main()
