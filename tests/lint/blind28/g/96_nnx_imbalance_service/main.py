import numpy as np
import optax
from flax import nnx
import jax.numpy as jnp

from model import ImbalanceNet
from service import ImbalanceService


@nnx.jit
def fit(model, opt, x, y):
    loss, g = nnx.value_and_grad(lambda m: jnp.mean((m(x) - y) ** 2))(model)
    opt.update(model, g)
    return loss


def main():
    rng = np.random.default_rng(260)
    X = rng.standard_normal((256, 7)).astype(np.float32)
    y = (X[:, 0] - X[:, 2] * 0.5).astype(np.float32)
    model = ImbalanceNet(nnx.Rngs(0))
    opt = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)
    for s in range(0, 256, 32):
        fit(model, opt, X[s:s + 32], y[s:s + 32])
    svc = ImbalanceService(model)
    for interval in range(6):
        n = int(rng.integers(3, 16))
        print(interval, n, np.round(svc.score(rng.standard_normal((n, 7)).astype(np.float32))[:3], 3))


if __name__ == "__main__":
    main()
