import numpy as np
import optax
from flax import nnx

from model import ClutchNet, clutch_loss


@nnx.jit
def clutch_step(model, optimizer, x, y):
    loss, g = nnx.value_and_grad(clutch_loss)(model, x, y)
    optimizer.update(model, g)
    return loss


def main():
    rng = np.random.default_rng(3)
    # 1vX clutch situations: hp, armor, utility, positions, time left ...
    x = rng.normal(size=(300, 11)).astype(np.float32)
    y = (x[:, 0] + x[:, 3] > 0.5).astype(np.float32)
    model = ClutchNet(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)
    for epoch in range(4):
        model.train()
        for i in range(0, 200, 50):
            loss = clutch_step(model, optimizer, x[i:i + 50], y[i:i + 50])
        model.eval()
        val = clutch_loss(model, x[200:250], y[200:250])
        print(epoch, float(loss), float(val))


if __name__ == "__main__":
    main()
