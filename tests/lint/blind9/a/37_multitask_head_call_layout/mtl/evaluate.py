from .heads import TASKS, task_loss


def evaluate(params, val_batch):
    return {task: float(task_loss(params, pixels=x, targets=y, task=task))
            for task, (x, y) in val_batch.items() if task in TASKS}
