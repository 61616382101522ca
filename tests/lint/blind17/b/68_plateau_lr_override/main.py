import jax
import jax.numpy as jnp
import numpy as np
import optax

from plateau import ReduceOnPlateau

NUM_USERS, NUM_ITEMS, DIM = 40, 100, 8
tx = optax.inject_hyperparams(optax.adam)(learning_rate=0.05)


def mse(params, users, items, ratings):
    pred = jnp.sum(params["u"][users] * params["i"][items], -1)
    return jnp.mean((pred - ratings) ** 2)


@jax.jit
def train_step(params, opt_state, users, items, ratings):
    loss, g = jax.value_and_grad(mse)(params, users, items, ratings)
    updates, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


eval_loss = jax.jit(mse)


def main():
    rng = np.random.default_rng(0)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"u": 0.3 * jax.random.normal(k1, (NUM_USERS, DIM)),
              "i": 0.3 * jax.random.normal(k2, (NUM_ITEMS, DIM))}
    opt_state = tx.init(params)
    plateau = ReduceOnPlateau()
    val = [jnp.asarray(rng.integers(0, n, 64), jnp.int32) for n in (NUM_USERS, NUM_ITEMS)]
    val_r = jnp.asarray(rng.normal(size=64).astype(np.float32))
    for epoch in range(8):
        for _ in range(4):
            u = jnp.asarray(rng.integers(0, NUM_USERS, 64), jnp.int32)
            i = jnp.asarray(rng.integers(0, NUM_ITEMS, 64), jnp.int32)
            r = jnp.asarray(rng.normal(size=64).astype(np.float32))
            params, opt_state, loss = train_step(params, opt_state, u, i, r)
        v = float(eval_loss(params, *val, val_r))
        opt_state = plateau.step(v, opt_state)
        print(epoch, round(v, 4), float(opt_state.hyperparams["learning_rate"]))


if __name__ == "__main__":
    main()
