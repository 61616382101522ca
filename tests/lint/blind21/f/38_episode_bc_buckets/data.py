import numpy as np

BUCKETS = (32, 64)


def make_demos(num_demos, obs_dim, act_dim, seed=0):
    rng = np.random.default_rng(seed)
    demos = []
    for _ in range(num_demos):
        length = int(rng.integers(20, 60))
        obs = rng.normal(size=(length, obs_dim)).astype(np.float32)
        act = np.tanh(obs[:, :act_dim]).astype(np.float32)
        demos.append({"obs": obs, "act": act})
    return demos


def bucket_length(length):
    for b in BUCKETS:
        if length <= b:
            return b
    raise ValueError(f"episode of length {length} exceeds largest bucket {BUCKETS[-1]}")


def pad_to_bucket(ep):
    length = ep["obs"].shape[0]
    target = bucket_length(length)
    pad = target - length
    obs = np.pad(ep["obs"], ((0, pad), (0, 0)))
    act = np.pad(ep["act"], ((0, pad), (0, 0)))
    mask = np.concatenate([np.ones(length, np.float32), np.zeros(pad, np.float32)])
    return obs, act, mask


def iterate_episodes(demos, rng):
    for i in rng.permutation(len(demos)):
        yield pad_to_bucket(demos[i])
