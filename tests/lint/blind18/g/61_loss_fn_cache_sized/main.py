import jax
import jax.numpy as jnp
import numpy as np

from losses import get_criterion


def model(params, x):
    return jnp.tanh(x @ params["w"]) @ params["v"]


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 3)).astype(np.float32)
    y = (x[:, :1] * 3 + rng.standard_t(2, size=(64, 1))).astype(np.float32)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w": jax.random.normal(k1, (3, 16)) * 0.5, "v": jax.random.normal(k2, (16, 1)) * 0.1}
    grad_fn = jax.jit(jax.grad(lambda p, xb, yb: get_criterion()(model(p, xb), yb)))
    running_sum = 0.0
    for step in range(6):
        i = step % 4 * 16
        xb, yb = x[i:i + 16], y[i:i + 16]
        grads = grad_fn(params, xb, yb)
        params = jax.tree_util.tree_map(lambda p, g: p - 0.05 * g, params, grads)
        val_loss = get_criterion()(model(params, xb), yb)
        running_sum += float(get_criterion(reduction="sum")(model(params, xb), yb))
        print(step, float(val_loss), running_sum)


if __name__ == "__main__":
    main()
