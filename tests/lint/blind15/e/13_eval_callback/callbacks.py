from model import eval_step


class EvalEvery:
    def __init__(self, every, batch, log):
        self.every = every
        self.batch = batch
        self.log = log

    def __call__(self, step, params):
        if step % self.every:
            return
        metrics = eval_step(params=params, batch=self.batch)
        self.log.append((step, float(metrics["acc"])))
