import optax
from flax import nnx


class ValidationHook:
    def __init__(self, x, t, y):
        self.x, self.t, self.y = x, t, y
        self.history = []

    def on_epoch_end(self, epoch, model):
        @nnx.jit
        def eval_step(model, x, t, y):
            loss = optax.sigmoid_binary_cross_entropy(model(x, t), y).mean()
            return loss, model.uplift(x).mean()

        model.eval()
        vloss, up = eval_step(model, self.x, self.t, self.y)
        model.train()
        self.history.append((epoch, float(vloss), float(up)))
        print(epoch, float(vloss), float(up))
