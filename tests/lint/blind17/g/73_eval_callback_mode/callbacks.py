from steps import forward_loss


class HoldoutMonitor:
    def __init__(self, x_val, y_val, every=2):
        self.x_val, self.y_val, self.every = x_val, y_val, every
        self.history = []

    def on_step_end(self, step, params):
        if step % self.every == 0:
            loss = float(forward_loss(params, self.x_val, self.y_val, False))
            self.history.append((step, loss))
