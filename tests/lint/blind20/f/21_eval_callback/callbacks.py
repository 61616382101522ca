class ValidationCallback:
    def __init__(self, eval_fn, val_batch, every=2):
        self.eval_fn = eval_fn
        self.val_batch = val_batch
        self.every = every
        self.history = []

    def __call__(self, epoch, params):
        if epoch % self.every:
            return
        x, y = self.val_batch
        loss = self.eval_fn(params, x=x, y=y)
        self.history.append((epoch, float(loss)))
