import numpy as np

N_ACTIONS = 5


def logged_sessions(n, seed=0):
    """Bandit logs from the production recommender: one record per served slot."""
    rng = np.random.default_rng(seed)
    for sid in range(n):
        length = int(rng.integers(3, 40))
        actions = rng.integers(0, N_ACTIONS, size=length)
        propensity = rng.uniform(0.1, 0.5, size=length).astype(np.float32)
        reward = (rng.random(length) < 0.1 + 0.05 * actions).astype(np.float32)
        context = rng.normal(size=(length, 4)).astype(np.float32)
        yield sid, {"actions": actions.astype(np.int32), "propensity": propensity,
                    "reward": reward, "context": context}
