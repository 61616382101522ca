from losses import regularized_loss


class BestModelTracker:
    def __init__(self, x_val, y_val, l2):
        self.x_val, self.y_val, self.l2 = x_val, y_val, l2
        self.best = float("inf")
        self.best_epoch = None

    def on_epoch_end(self, epoch, model):
        val = float(regularized_loss(model, self.x_val, self.y_val, l2=self.l2))
        if val < self.best:
            self.best, self.best_epoch = val, epoch
        return val
