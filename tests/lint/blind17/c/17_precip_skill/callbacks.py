from metrics import skill


class ValidationCallback:
    def __init__(self, x_val, y_val, every=2):
        self.x_val = x_val
        self.y_val = y_val
        self.every = every

    def on_epoch_end(self, epoch, params):
        if epoch % self.every:
            return None
        out = skill(params, x=self.x_val, y=self.y_val)
        return {k: float(v) for k, v in out.items()}
