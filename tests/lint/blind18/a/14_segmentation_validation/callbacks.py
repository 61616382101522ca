class ValidationCallback:
    def __init__(self, loss_fn, val_images, val_labels, every=2):
        self.loss_fn = loss_fn
        self.val_images = val_images
        self.val_labels = val_labels
        self.every = every
        self.history = []

    def on_step_end(self, step, params):
        if step % self.every:
            return
        loss = self.loss_fn(params, self.val_images, self.val_labels)
        self.history.append((step, float(loss)))
