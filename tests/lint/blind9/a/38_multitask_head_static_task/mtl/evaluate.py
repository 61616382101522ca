from .heads import TASKS, task_loss


def evaluate(params, val_batch):
    return {task: float(task_loss(params, val_batch[task][0], val_batch[task][1], task))
            for task in TASKS}
