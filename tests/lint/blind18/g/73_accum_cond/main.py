import jax
import jax.numpy as jnp
import numpy as np
import optax

from accumulate import make_accumulating_step

ACCUM_STEPS = 4


def loss_fn(params, batch):
    logits = jnp.tanh(batch["x"] @ params["w1"]) @ params["w2"]
    return optax.softmax_cross_entropy_with_integer_labels(logits, batch["y"]).mean()


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(128, 6)).astype(np.float32)
    y = (x[:, 0] > x[:, 1]).astype(np.int32)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (6, 16)) * 0.3, "w2": jax.random.normal(k2, (16, 2)) * 0.3}
    tx = optax.adamw(1e-2)
    opt_state = tx.init(params)
    grad_acc = jax.tree_util.tree_map(jnp.zeros_like, params)
    step = make_accumulating_step(loss_fn, tx, ACCUM_STEPS)
    for it, i in enumerate(range(0, 128, 8)):
        batch = {"x": x[i:i + 8], "y": y[i:i + 8]}
        params, opt_state, grad_acc, loss = step(params, opt_state, grad_acc, batch,
                                                 micro_step=it % ACCUM_STEPS)
    print(float(loss))


if __name__ == "__main__":
    main()
