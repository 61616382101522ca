import numpy as np


def load_demonstrations(n_traj=24, obs_dim=4, n_actions=3, seed=0):
    """Synthetic expert trajectories of random length."""
    rng = np.random.default_rng(seed)
    trajs = []
    for _ in range(n_traj):
        length = int(rng.integers(5, 40))
        obs = rng.normal(size=(length, obs_dim)).astype(np.float32)
        actions = obs[:, :n_actions].argmax(1).astype(np.int32)
        trajs.append({"obs": obs, "actions": actions})
    return trajs


def collate(trajs):
    max_len = max(len(t["actions"]) for t in trajs)
    obs_dim = trajs[0]["obs"].shape[1]
    obs = np.zeros((len(trajs), max_len, obs_dim), np.float32)
    actions = np.zeros((len(trajs), max_len), np.int32)
    mask = np.zeros((len(trajs), max_len), np.float32)
    for i, t in enumerate(trajs):
        n = len(t["actions"])
        obs[i, :n], actions[i, :n], mask[i, :n] = t["obs"], t["actions"], 1.0
    return obs, actions, mask


def iterate_batches(trajs, batch_size, rng):
    order = rng.permutation(len(trajs))
    for start in range(0, len(order) - batch_size + 1, batch_size):
        yield collate([trajs[i] for i in order[start:start + batch_size]])
