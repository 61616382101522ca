import numpy as np

TASKS = ("depth", "normals", "edges")


class TaskCurriculum:
    """Brings auxiliary tasks in one at a time, as in staged multi-task training."""

    def __init__(self, schedule, weights):
        self.schedule = schedule
        self.weights = weights

    def active(self, epoch):
        return [t for t in TASKS if self.schedule[t] <= epoch]

    def task_inputs(self, epoch):
        names = self.active(epoch)
        idx = np.arange(len(TASKS), dtype=np.int32)
        w = np.array([self.weights[t] if t in names else 0.0 for t in TASKS], np.float32)
        return idx, w
