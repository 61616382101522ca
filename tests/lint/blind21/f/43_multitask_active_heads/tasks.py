import numpy as np

TASKS = ("pick_cube", "open_drawer", "stack_blocks", "wipe_table")


class TaskMixture:
    def __init__(self, obs_dim, act_dim, tasks_per_batch=2, per_task=8, seed=0):
        self.rng = np.random.default_rng(seed)
        self.obs_dim, self.act_dim = obs_dim, act_dim
        self.tasks_per_batch = tasks_per_batch
        self.per_task = per_task

    def sample(self):
        chosen = self.rng.choice(len(TASKS), self.tasks_per_batch, replace=False)
        n = self.tasks_per_batch * self.per_task
        obs = self.rng.normal(size=(n, self.obs_dim)).astype(np.float32)
        act = self.rng.normal(size=(n, self.act_dim)).astype(np.float32)
        task_ids = np.repeat(chosen, self.per_task).astype(np.int32)
        return obs, act, task_ids
