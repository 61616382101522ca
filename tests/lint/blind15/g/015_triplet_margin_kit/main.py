import jax
import jax.numpy as jnp
import numpy as np
import optax

from margin import adaptive_margin

N_USERS, N_ITEMS, DIM = 40, 60, 8
tx = optax.adam(5e-2)


def scores(params, u, i):
    return jnp.sum(params["U"][u] * params["V"][i], axis=-1)


@jax.jit
def triplet_step(params, opt_state, u, pos, neg, margin):
    def loss_fn(p):
        return jnp.mean(jax.nn.relu(margin - scores(p, u, pos) + scores(p, u, neg)))

    loss, g = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    ku, kv = jax.random.split(jax.random.PRNGKey(0))
    params = {"U": 0.1 * jax.random.normal(ku, (N_USERS, DIM)), "V": 0.1 * jax.random.normal(kv, (N_ITEMS, DIM))}
    opt_state = tx.init(params)
    for step in range(8):
        u = rng.integers(0, N_USERS, 64).astype(np.int32)
        pos = ((u * 3) % N_ITEMS).astype(np.int32)
        neg = rng.integers(0, N_ITEMS, 64).astype(np.int32)
        margin = adaptive_margin(np.asarray(scores(params, u, pos)), np.asarray(scores(params, u, neg)))
        params, opt_state, loss = triplet_step(params, opt_state, u, pos, neg, margin)
        print(f"step {step} margin {margin:.3f} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
