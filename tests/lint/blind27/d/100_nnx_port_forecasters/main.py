import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import PortForecaster


@nnx.jit
def port_fit(model, opt, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)
    l, g = nnx.value_and_grad(loss_fn)(model)
    opt.update(model, g)
    return l


def main():
    rng = np.random.default_rng(0)
    for i, port in enumerate(["Rotterdam", "Antwerp", "Hamburg", "Valencia"]):
        model = PortForecaster(nnx.Rngs(i))
        opt = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
        x = rng.normal(size=(64, 7)).astype(np.float32)
        y = (x[:, :7].sum(1) * (1 + 0.1 * i)).astype(np.float32)
        for _ in range(10):
            l = port_fit(model, opt, x, y)
        print(port, float(l))


if __name__ == "__main__":
    main()
