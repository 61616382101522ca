import numpy as np
import optax
from flax import nnx

from model import CypInhibitionNet


@nnx.jit
def cyp_step(model, opt, x, y):
    def loss_fn(m):
        return optax.sigmoid_binary_cross_entropy(m(x), y).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    opt.update(model, grads)
    return loss


@nnx.jit
def cyp_auc_proxy(model, x, y):
    p = nnx.sigmoid(model(x))
    return mean_separation(p, y)


def mean_separation(p, y):
    return (p * y).sum() / y.sum() - (p * (1 - y)).sum() / (1 - y).sum()


def main():
    rng = np.random.default_rng(0)
    x = (rng.random((320, 128)) < 0.1).astype(np.float32)
    y = (x[:, :10].sum(1) > 1).astype(np.float32)
    model = CypInhibitionNet(128, nnx.Rngs(0))
    opt = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    for epoch in range(4):
        model.train()
        for s in range(0, 256, 64):
            loss = cyp_step(model, opt, x[s:s + 64], y[s:s + 64])
        model.eval()
        gap = cyp_auc_proxy(model, x[256:], y[256:])
        print(f"epoch {epoch}: loss {float(loss):.4f} separation {float(gap):.3f}")


if __name__ == "__main__":
    main()
