from flax import nnx
import numpy as np
import optax

from model import OxygenNet
from steps import oxygen_eval_step, oxygen_train_step


def optode_data(n, seed):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 4)).astype(np.float32)
    y = (250 - 30 * x[:, 0] - 5 * x[:, 1] - 20 * np.tanh(x[:, 2]) + 15 * x[:, 3]).astype(np.float32) / 100.0
    return x, y


def main():
    x_tr, y_tr = optode_data(1024, 0)
    x_va, y_va = optode_data(256, 1)
    model = OxygenNet(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    for epoch in range(5):
        model.train()
        for i in range(0, 1024, 128):
            loss = oxygen_train_step(model, optimizer, x_tr[i:i + 128], y_tr[i:i + 128])
        model.eval()
        rmse = oxygen_eval_step(model, x_va, y_va)
        print(f"epoch {epoch}: train mse {float(loss):.4f}, val rmse {float(rmse) * 100:.1f} umol/kg")


if __name__ == "__main__":
    main()
