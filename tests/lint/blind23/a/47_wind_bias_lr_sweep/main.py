import itertools

import jax
import jax.numpy as jnp
import numpy as np
import optax

tx = optax.inject_hyperparams(optax.adamw)(learning_rate=1e-3, weight_decay=0.0)


def loss_fn(params, x, y):
    h = jax.nn.gelu(x @ params["w1"])
    return jnp.mean(jnp.abs(h @ params["w2"] - y))


@jax.jit
def hp_step(params, opt_state, x, y):
    loss, g = jax.value_and_grad(loss_fn)(params, x, y)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss


def fresh_state(params, lr, wd):
    state = tx.init(params)
    state.hyperparams["learning_rate"] = jnp.asarray(lr, jnp.float32)
    state.hyperparams["weight_decay"] = jnp.asarray(wd, jnp.float32)
    return state


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(128, 6)).astype(np.float32)  # wind-speed bias predictors
    y = (0.5 * x[:, :1] - 0.2 * x[:, 2:3] ** 2).astype(np.float32)
    best = None
    for lr, wd in itertools.product([1e-3, 3e-3, 1e-2], [0.0, 1e-4]):
        k1, k2 = jax.random.split(jax.random.PRNGKey(0))
        params = {"w1": 0.2 * jax.random.normal(k1, (6, 24)), "w2": 0.2 * jax.random.normal(k2, (24, 1))}
        state = fresh_state(params, lr, wd)
        for _ in range(30):
            params, state, loss = hp_step(params, state, x, y)
        if best is None or float(loss) < best[2]:
            best = (lr, wd, float(loss))
    print(best)


if __name__ == "__main__":
    main()
