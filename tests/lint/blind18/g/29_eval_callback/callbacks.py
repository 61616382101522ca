import jax
import jax.numpy as jnp
import numpy as np


class EvalCallback:
    def __init__(self, model, val_x, val_y, batch_size=16):
        self.model = model
        self.val_x = val_x
        self.val_y = val_y
        self.batch_size = batch_size
        self.scores = []

    def on_epoch_end(self, epoch, params):
        predict = jax.jit(lambda p, x: self.model.apply({"params": p}, x))
        errs = []
        for i in range(0, len(self.val_x), self.batch_size):
            pred = predict(params, self.val_x[i:i + self.batch_size])
            errs.append(np.mean(np.abs(np.asarray(pred) - self.val_y[i:i + self.batch_size])))
        self.scores.append(float(np.mean(errs)))
        print(f"epoch {epoch} val mae {self.scores[-1]:.4f}")
