import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import GeometryNet
from evaluate import evaluate

model = GeometryNet()
tx = optax.adam(3e-3)


@jax.jit
def geo_step(params, opt_state, x, y):
    def loss(p):
        return jnp.mean((model.apply(p, x) - y) ** 2)
    l, g = jax.value_and_grad(loss)(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state


def main():
    rng = np.random.default_rng(0)
    # gauge, cant, twist, alignment, speed
    x = rng.normal(size=(320, 5)).astype(np.float32)
    y = (np.abs(x[:, 1]) + 0.5 * x[:, 2] ** 2).astype(np.float32)
    params = model.init(jax.random.PRNGKey(0), x[:1])
    opt_state = tx.init(params)
    for epoch in range(4):
        for i in range(0, 256, 64):
            params, opt_state = geo_step(params, opt_state, x[i:i + 64], y[i:i + 64])
        print(epoch, evaluate(model, params, x[256:], y[256:]))


if __name__ == "__main__":
    main()
