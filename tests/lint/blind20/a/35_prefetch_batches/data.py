import numpy as np

HIST, FUT, AGENTS = 8, 12, 5


def sample_scene(rng):
    traj = np.cumsum(rng.normal(size=(AGENTS, HIST + FUT, 2)), axis=1).astype(np.float32)
    return traj[:, :HIST], traj[:, HIST:]


def warmup_batch(rng, batch_size):
    scenes = [sample_scene(rng) for _ in range(batch_size)]
    past = np.stack([s[0] for s in scenes])
    future = np.stack([s[1] for s in scenes])
    return past, future


def stream(rng, batch_size, n_batches):
    for _ in range(n_batches):
        scenes = [sample_scene(rng) for _ in range(batch_size)]
        yield [np.stack(field) for field in zip(*scenes)]
