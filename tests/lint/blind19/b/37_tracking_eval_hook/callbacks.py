class EvalEvery:
    def __init__(self, every, loss_fn, val_batch):
        self.every = every
        self.loss_fn = loss_fn
        self.val_batch = val_batch
        self.history = []

    def __call__(self, step, weights):
        if step % self.every == 0:
            rets, bench = self.val_batch
            val = self.loss_fn(weights, rets, bench)
            self.history.append(float(val))
