import jax
import jax.numpy as jnp
import numpy as np

from optim import init_state, momentum_update

N_USERS, N_ITEMS, DIM = 50, 80, 8


def mf_loss(params, users, items, ratings):
    pred = jnp.sum(params["U"][users] * params["V"][items], axis=-1)
    return jnp.mean((pred - ratings) ** 2) + 1e-3 * (jnp.sum(params["U"] ** 2) + jnp.sum(params["V"] ** 2))


@jax.jit
def online_step(params, opt_state, users, items, ratings):
    loss, grads = jax.value_and_grad(mf_loss)(params, users, items, ratings)
    updates, opt_state = momentum_update(grads, opt_state)
    params = jax.tree_util.tree_map(jnp.add, params, updates)
    return params, opt_state, loss


def rating_events(rng, n_batches, bs=32):
    for _ in range(n_batches):
        u = rng.integers(0, N_USERS, bs).astype(np.int32)
        i = rng.integers(0, N_ITEMS, bs).astype(np.int32)
        r = ((u % 5) + (i % 3) + rng.normal(0, 0.3, bs)).astype(np.float32)
        yield u, i, r


def main():
    ku, kv = jax.random.split(jax.random.PRNGKey(0))
    params = {"U": 0.1 * jax.random.normal(ku, (N_USERS, DIM)), "V": 0.1 * jax.random.normal(kv, (N_ITEMS, DIM))}
    opt_state = init_state(params)
    rng = np.random.default_rng(0)
    for b, (u, i, r) in enumerate(rating_events(rng, 6)):
        params, opt_state, loss = online_step(params, opt_state, u, i, r)
        print(f"batch {b} loss {float(loss):.3f}")


if __name__ == "__main__":
    main()
