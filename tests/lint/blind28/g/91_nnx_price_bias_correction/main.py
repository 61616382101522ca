import numpy as np
import optax
from flax import nnx
import jax.numpy as jnp

from model import PriceSpikeNet, attach_bias_correction


@nnx.jit
def train_step(model, optimizer, x, y):
    loss, grads = nnx.value_and_grad(lambda m: jnp.mean((m(x) - y) ** 2))(model)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(240)
    X = rng.standard_normal((192, 10)).astype(np.float32)
    y = (X[:, 0] * 0.6 + 1.5).astype(np.float32)
    model = PriceSpikeNet(nnx.Rngs(0))
    opt = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)
    for epoch in range(4):
        if epoch == 2:
            resid = float(np.mean(y - np.asarray(model(X))))
            attach_bias_correction(model, resid)
            opt = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)
        for s in range(0, 192, 64):
            loss = train_step(model, opt, X[s:s + 64], y[s:s + 64])
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
