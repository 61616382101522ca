import numpy as np
import optax
import jax.numpy as jnp
from flax import nnx


class RoomTypeClassifier(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(9, 48, rngs=rngs)
        self.bn = nnx.BatchNorm(48, rngs=rngs)
        self.drop = nnx.Dropout(0.2, rngs=rngs)
        self.l2 = nnx.Linear(48, 4, rngs=rngs)

    def __call__(self, x):
        return self.l2(self.drop(nnx.relu(self.bn(self.l1(x)))))


@nnx.jit
def roomtype_train_step(model, optimizer, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


@nnx.jit
def roomtype_eval(model, x, y):
    return jnp.mean(jnp.argmax(model(x), -1) == y)


def guests(n, seed):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 9)).astype(np.float32)
    y = np.digitize(x[:, 0] + 0.5 * x[:, 1], [-1.0, 0.0, 1.0]).astype(np.int32)
    return x, y


def main():
    xt, yt = guests(960, 0)
    xv, yv = guests(320, 1)
    model = RoomTypeClassifier(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)
    for epoch in range(4):
        model.train()
        for s in range(0, 960, 96):
            loss = roomtype_train_step(model, optimizer, xt[s:s + 96], yt[s:s + 96])
        model.eval()
        acc = roomtype_eval(model, xv, yv)
        print(epoch, float(loss), float(acc))


if __name__ == "__main__":
    main()
