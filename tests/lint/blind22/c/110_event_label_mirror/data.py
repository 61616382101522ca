import numpy as np

N = 48


def pass_batches(epoch, n_batches=3, seed=0):
    rng = np.random.default_rng(seed + epoch)
    for _ in range(n_batches):
        x = rng.normal(size=(N, 4)).astype(np.float32)
        direction = rng.integers(0, 3, N).astype(np.int32)
        if epoch % 2 == 1:
            x = np.concatenate([x[: N // 2], x[: N // 2] * np.array([1, -1, 1, -1], np.float32)])
            direction = np.concatenate([direction[: N // 2], 2 - direction[: N // 2]]).astype(np.int32)
        yield x, direction
