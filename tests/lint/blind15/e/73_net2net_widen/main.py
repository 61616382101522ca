import jax
import jax.numpy as jnp
import numpy as np
import optax

from surgery import widen

tx = optax.sgd(0.05)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        h = jax.nn.relu(x @ p["w1"] + p["b1"])
        return jnp.mean((h @ p["w2"] + p["b2"] - y) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def run_stage(params, x, y, steps):
    opt_state = tx.init(params)
    for _ in range(steps):
        params, opt_state, loss = train_step(params, opt_state, x, y)
    return params, float(loss)


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 4)).astype(np.float32)
    y = (np.abs(x).sum(1, keepdims=True)).astype(np.float32)
    params = {"w1": jnp.asarray(rng.normal(size=(4, 8)).astype(np.float32) * 0.5), "b1": jnp.zeros(8),
              "w2": jnp.asarray(rng.normal(size=(8, 1)).astype(np.float32) * 0.5), "b2": jnp.zeros(1)}
    params, loss = run_stage(params, x, y, steps=5)
    print("narrow", loss)
    params = jax.tree.map(jnp.asarray, widen(params, 16, rng))
    params, loss = run_stage(params, x, y, steps=5)
    print("wide", loss)


if __name__ == "__main__":
    main()
