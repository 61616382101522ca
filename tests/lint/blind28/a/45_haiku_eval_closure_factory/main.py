import jax
import jax.numpy as jnp
import numpy as np
import optax

from evaluation import make_evaluator
from net import net

opt = optax.adam(3e-3)


@jax.jit
def arrivals_update(params, opt_state, x, y):
    l, g = jax.value_and_grad(lambda p: jnp.mean((net.apply(p, x) - y) ** 2))(params)
    u, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, l


def airport_arrivals(n, seed):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 6)).astype(np.float32)
    y = (np.tanh(x[:, 0]) + 0.3 * x[:, 1] ** 2 + rng.normal(0, 0.1, n)).astype(np.float32)
    return x, y


def main():
    x, y = airport_arrivals(768, 0)
    xv, yv = airport_arrivals(256, 1)
    params = net.init(jax.random.PRNGKey(0), x[:1])
    opt_state = opt.init(params)
    evaluate = make_evaluator(xv, yv)
    for epoch in range(5):
        for s in range(0, 768, 128):
            params, opt_state, _ = arrivals_update(params, opt_state, x[s:s + 128], y[s:s + 128])
        print("epoch", epoch, "val MAE", round(float(evaluate(params)), 4))


if __name__ == "__main__":
    main()
