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
        idx = np.array([TASKS.index(t) for t in names], np.int32)
        w = np.array([self.weights[t] for t in names], np.float32)
        return idx, w
