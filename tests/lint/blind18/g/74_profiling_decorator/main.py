import jax
import jax.numpy as jnp
import numpy as np
import optax

from profiling import TIMINGS, profiled

tx = optax.rmsprop(3e-3)


@profiled(l2=1e-4)
def train_step(params, opt_state, x, y, l2):
    def loss_fn(p):
        pred = jnp.tanh(x @ p["w1"]) @ p["w2"]
        reg = sum(jnp.sum(w ** 2) for w in jax.tree_util.tree_leaves(p))
        return jnp.mean((pred - y) ** 2) + l2 * reg

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 4)).astype(np.float32)
    y = (np.abs(x[:, :1]) - x[:, 1:2]).astype(np.float32)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (4, 16)) * 0.4, "w2": jax.random.normal(k2, (16, 1)) * 0.2}
    opt_state = tx.init(params)
    for step in range(5):
        i = step % 4 * 16
        params, opt_state, loss = train_step(params, opt_state, x[i:i + 16], y[i:i + 16])
    print(float(loss), [round(t * 1e3, 2) for t in TIMINGS["train_step"]])


if __name__ == "__main__":
    main()
