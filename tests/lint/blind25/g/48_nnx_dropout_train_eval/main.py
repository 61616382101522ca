import numpy as np
import optax
from flax import nnx

from model import AromaNet
from steps import roast_loss, roast_train_step


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(128, 12)).astype(np.float32)
    y = (x[:, 0] > 0).astype(np.int32) + (x[:, 1] > 0.5).astype(np.int32)
    xv, yv = x[96:], y[96:]
    x, y = x[:96], y[:96]
    model = AromaNet(nnx.Rngs(0))
    opt = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)
    for epoch in range(5):
        model.train()
        for i in range(0, 96, 32):
            roast_train_step(model, opt, x[i:i + 32], y[i:i + 32])
        train_loss, _ = roast_loss(model, xv, yv)
        model.eval()
        val_loss, val_acc = roast_loss(model, xv, yv)
        print(f"epoch {epoch}: val loss (dropout on) {float(train_loss):.3f}, val loss {float(val_loss):.3f}, acc {float(val_acc):.2f}")


if __name__ == "__main__":
    main()
