import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import DamageNet


@nnx.jit
def damage_step(model, opt, x, y):
    def loss_fn(m):
        return jnp.mean(optax.sigmoid_binary_cross_entropy(m(x), y))
    l, g = nnx.value_and_grad(loss_fn)(model)
    opt.update(model, g)
    return l


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(192, 12)).astype(np.float32)
    y = (x[:, :3].sum(1) > 0.5).astype(np.float32)
    model = DamageNet(nnx.Rngs(0))
    opt = nnx.Optimizer(model, optax.adam(5e-3), wrt=nnx.Param)
    for epoch in range(2):
        for i in range(0, 192, 64):
            l = damage_step(model, opt, x[i:i + 64], y[i:i + 64])
            model.last_loss = round(float(l), 4)
        print(epoch, model.last_loss)


if __name__ == "__main__":
    main()
