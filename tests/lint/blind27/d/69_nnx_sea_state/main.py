import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from config import RunConfig
from model import SeaState


@nnx.jit
def fit_step(model, opt, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y[:, :m.horizon]) ** 2)
    l, g = nnx.value_and_grad(loss_fn)(model)
    opt.update(model, g)
    return l


def main():
    cfg = RunConfig()
    rng = np.random.default_rng(0)
    x = rng.normal(size=(128, 8)).astype(np.float32)
    y = np.stack([np.sin(x[:, 0] + k * 0.3) for k in range(12)], 1).astype(np.float32)
    model = SeaState(8, cfg.horizon, nnx.Rngs(0))
    opt = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    for epoch in range(cfg.epochs):
        model.horizon = cfg.horizon
        for i in range(0, 128, cfg.batch):
            l = fit_step(model, opt, x[i:i + cfg.batch], y[i:i + cfg.batch])
        print(epoch, float(l))


if __name__ == "__main__":
    main()
