from flax import nnx
import numpy as np
import optax


class CypInhibitionNet(nnx.Module):
    def __init__(self, n_bits, rngs):
        self.l1 = nnx.Linear(n_bits, 64, rngs=rngs)
        self.drop = nnx.Dropout(0.4, rngs=rngs)
        self.l2 = nnx.Linear(64, 1, rngs=rngs)

    def __call__(self, x):
        return self.l2(self.drop(nnx.relu(self.l1(x))))[:, 0]


def set_dropout(model, rate):
    model.drop.rate = rate


@nnx.jit
def cyp_step(model, opt, x, y):
    def loss_fn(m):
        return optax.sigmoid_binary_cross_entropy(m(x), y).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    opt.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(0)
    x = (rng.random((256, 128)) < 0.1).astype(np.float32)
    y = (x[:, :10].sum(1) > 1).astype(np.float32)
    model = CypInhibitionNet(128, nnx.Rngs(0))
    opt = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    for epoch in range(4):
        set_dropout(model, 0.4 * (1 - epoch / 4))
        for s in range(0, 256, 64):
            loss = cyp_step(model, opt, x[s:s + 64], y[s:s + 64])
        print(f"epoch {epoch}: dropout {model.drop.rate:.2f} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
