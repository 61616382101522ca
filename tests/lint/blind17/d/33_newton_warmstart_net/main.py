import jax
import jax.numpy as jnp
import numpy as np

from net import init_params, predict
from utils import clip_by_norm, sgd_update


def cubic(x, a, b):
    return x ** 3 + a * x + b


def refined_residual(params, ab, n_newton=2):
    x = predict(params, ab)
    a, b = ab[:, 0], ab[:, 1]
    for _ in range(n_newton):
        x = x - cubic(x, a, b) / (3 * x ** 2 + a + 1e-3)
    return jnp.mean(cubic(x, a, b) ** 2)


@jax.jit
def loss_and_grad(params, ab):
    return jax.value_and_grad(refined_residual)(params, ab)


def main():
    rng = np.random.default_rng(0)
    params = init_params(jax.random.PRNGKey(0))
    for step in range(5):
        ab = np.stack([rng.uniform(0.5, 2.0, 64), rng.uniform(-1, 1, 64)], 1).astype(np.float32)
        loss, grads = loss_and_grad(params, ab)
        params = sgd_update(params, clip_by_norm(grads, 1.0), 1e-2)
        print(step, float(loss))


if __name__ == "__main__":
    main()
