import numpy as np
from flax import nnx

from model import ForceNet, eval_step, make_optimizer, train_step


def spring_data(n, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 3)).astype(np.float32)
    return x, (-3.0 * x).astype(np.float32)


def main():
    x, f = spring_data(128)
    xv, fv = spring_data(32, seed=1)
    model = ForceNet(nnx.Rngs(0, dropout=1))
    optimizer = make_optimizer(model)
    for epoch in range(5):
        model.train()
        for i in range(0, 128, 32):
            loss = train_step(model, optimizer, x[i:i + 32], f[i:i + 32])
        model.eval()
        val = eval_step(model, xv, fv)
        print(f"epoch {epoch} loss={float(loss):.4f} val={float(val):.4f}")


if __name__ == "__main__":
    main()
