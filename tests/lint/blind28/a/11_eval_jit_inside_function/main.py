import jax
import jax.numpy as jnp
import numpy as np
import optax

from evaluation import evaluate


def apply_fn(params, x):
    h = jnp.tanh(x @ params["w1"] + params["b1"])
    return (h @ params["w2"])[:, 0]


def make_data(n, seed):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 5)).astype(np.float32)
    logits = x @ np.array([1.2, -0.7, 0.4, 0.0, 0.9], np.float32)
    y = (rng.random(n) < 1 / (1 + np.exp(-logits))).astype(np.float32)
    return x, y


tx = optax.sgd(0.1, momentum=0.9)


@jax.jit
def fit_step(params, opt_state, x, y):
    loss, g = jax.value_and_grad(
        lambda p: optax.sigmoid_binary_cross_entropy(apply_fn(p, x), y).mean())(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    xt, yt = make_data(512, 0)
    xv, yv = make_data(256, 1)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (5, 16)) * 0.3, "b1": jnp.zeros(16),
              "w2": jax.random.normal(k2, (16, 1)) * 0.3}
    opt_state = tx.init(params)
    for epoch in range(6):
        for i in range(0, 512, 64):
            params, opt_state, _ = fit_step(params, opt_state, xt[i:i + 64], yt[i:i + 64])
        print(epoch, evaluate(params, apply_fn, xv, yv))


if __name__ == "__main__":
    main()
