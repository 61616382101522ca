from steps import eval_step


class EarlyStopping:
    def __init__(self, images, labels, patience=2):
        self.images = images
        self.labels = labels
        self.patience = patience
        self.best = float("inf")
        self.bad_epochs = 0

    def __call__(self, epoch, params):
        val_loss, _ = eval_step(params, images=self.images, labels=self.labels)
        val_loss = float(val_loss)
        if val_loss < self.best - 1e-4:
            self.best, self.bad_epochs = val_loss, 0
        else:
            self.bad_epochs += 1
        return self.bad_epochs >= self.patience
