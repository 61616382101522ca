import jax
import jax.numpy as jnp
import numpy as np
import optax

from rewind import prune_smallest, restart_adam

tx = optax.adam(1e-2)


@jax.jit
def train_step(params, opt_state, x, y):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((jnp.tanh(x @ p["w1"]) @ p["w2"] - y) ** 2))(params)
    updates, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    params = {"w1": jnp.asarray(rng.normal(size=(6, 12)).astype(np.float32) * 0.4),
              "w2": jnp.asarray(rng.normal(size=(12, 1)).astype(np.float32) * 0.4)}
    opt_state = tx.init(params)
    x = rng.normal(size=(48, 6)).astype(np.float32)
    y = np.sin(x[:, :1] + x[:, 1:2]).astype(np.float32)
    for rnd, frac in enumerate([0.2, 0.4, 0.6]):
        for _ in range(4):
            params, opt_state, loss = train_step(params, opt_state, x, y)
        params = prune_smallest(params, frac)
        opt_state = restart_adam(opt_state)
        print(rnd, float(loss))


if __name__ == "__main__":
    main()
