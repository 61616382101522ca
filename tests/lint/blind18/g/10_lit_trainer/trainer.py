import jax


class Callback:
    def on_train_batch_end(self, trainer, step, loss):
        pass

    def on_epoch_end(self, trainer, epoch):
        pass


class PrintLoss(Callback):
    def __init__(self, every=4):
        self.every = every

    def on_train_batch_end(self, trainer, step, loss):
        if step % self.every == 0:
            print(f"step {step} loss {float(loss):.4f}")


class Trainer:
    def __init__(self, max_epochs, callbacks=()):
        self.max_epochs = max_epochs
        self.callbacks = list(callbacks)
        self.global_step = 0

    @property
    def step_fn(self):
        return jax.jit(self.module.training_step)

    def fit(self, module, loader):
        self.module = module
        module.tx = module.configure_optimizers()
        params = module.init_params(jax.random.PRNGKey(0))
        opt_state = module.tx.init(params)
        for epoch in range(self.max_epochs):
            for batch in loader():
                params, opt_state, loss = self.step_fn(params, opt_state, batch)
                self.global_step += 1
                for cb in self.callbacks:
                    cb.on_train_batch_end(self, self.global_step, loss)
            for cb in self.callbacks:
                cb.on_epoch_end(self, epoch)
        return params
