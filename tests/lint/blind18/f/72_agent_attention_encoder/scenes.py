import numpy as np

AGENT_COUNTS = [5, 9, 14, 7, 22, 11]
BUCKETS = (16, 32)


def load_scenes(seed=0):
    rng = np.random.default_rng(seed)
    for n in AGENT_COUNTS:
        yield rng.normal(size=(n, 6)).astype(np.float32)


def to_batch(agents):
    size = next(b for b in BUCKETS if b >= len(agents))
    batch = np.zeros((size, agents.shape[1]), np.float32)
    mask = np.zeros(size, np.float32)
    batch[: len(agents)] = agents
    mask[: len(agents)] = 1.0
    return batch, mask
