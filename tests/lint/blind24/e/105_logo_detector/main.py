import numpy as np
import optax
from flax import nnx


class LogoDetector(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(48, 32, rngs=rngs)
        self.drop = nnx.Dropout(0.3, rngs=rngs)
        self.l2 = nnx.Linear(32, 2, rngs=rngs)

    def __call__(self, x):
        return self.l2(self.drop(nnx.relu(self.l1(x))))


@nnx.jit
def logo_predict(model, x):
    return model(x).argmax(-1)


@nnx.jit
def logo_train_step(model, optimizer, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(0)
    x = rng.standard_normal((96, 48)).astype(np.float32)
    y = (x[:, :4].sum(axis=1) > 0).astype(np.int32)
    model = LogoDetector(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)
    for epoch in range(4):
        model.train()
        for i in range(0, 64, 16):
            loss = logo_train_step(model, optimizer, x[i:i + 16], y[i:i + 16])
        train_acc = float((logo_predict(model, x[32:64]) == y[32:64]).mean())
        model.eval()
        val_acc = float((logo_predict(model, x[64:96]) == y[64:96]).mean())
        print(epoch, round(float(loss), 4), train_acc, val_acc)


if __name__ == "__main__":
    main()
