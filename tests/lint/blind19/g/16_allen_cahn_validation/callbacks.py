from physics import pinn_loss


class ValidationMonitor:
    def __init__(self, x_val, t_val, eps, every=2):
        self.x_val, self.t_val, self.eps, self.every = x_val, t_val, eps, every
        self.history = []

    def __call__(self, step, params):
        if step % self.every:
            return
        val = pinn_loss(params, self.x_val, self.t_val, self.eps)
        self.history.append((step, float(val)))
