import numpy as np
import jax
import jax.numpy as jnp
import optax

from callbacks import ConfusionCallback

tx = optax.adam(5e-3)


def apply_fn(params, x):
    return jnp.tanh(x @ params["w1"]) @ params["w2"]


@jax.jit
def mood_step(params, opt_state, x, y):
    loss, g = jax.value_and_grad(
        lambda p: optax.softmax_cross_entropy_with_integer_labels(apply_fn(p, x), y).mean())(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    centers = rng.standard_normal((5, 24)).astype(np.float32)
    y = rng.integers(0, 5, 200).astype(np.int32)
    x = (centers[y] + rng.standard_normal((200, 24))).astype(np.float32)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (24, 16)) * 0.2, "w2": jax.random.normal(k2, (16, 5)) * 0.2}
    opt_state = tx.init(params)
    callbacks = [ConfusionCallback(apply_fn, x[160:], y[160:], 5)]
    for epoch in range(4):
        for i in range(0, 160, 40):
            params, opt_state, loss = mood_step(params, opt_state, x[i:i + 40], y[i:i + 40])
        for cb in callbacks:
            cb(epoch, params)


if __name__ == "__main__":
    main()
