class TrainLoop:
    def __init__(self, step_fn, hooks=()):
        self.step_fn = step_fn
        self.hooks = list(hooks)

    def run(self, state, batches):
        for i, batch in enumerate(batches):
            state, loss = self.step_fn(state, batch)
            for hook in self.hooks:
                hook(i, state, batch, loss)
        return state
