import jax
import jax.numpy as jnp
import numpy as np
import optax

from loader import PairLoader

N_USERS, N_ITEMS, DIM = 200, 300, 16
tx = optax.adagrad(0.1)


def bpr_loss(params, users, pos, negs):
    u = params["user"][users]
    s_pos = (u * params["item"][pos]).sum(-1, keepdims=True)
    s_neg = jnp.einsum("bd,bnd->bn", u, params["item"][negs])
    return -jax.nn.log_sigmoid(s_pos - s_neg).mean()


@jax.jit
def train_step(params, opt_state, users, pos, negs):
    loss, grads = jax.value_and_grad(bpr_loss)(params, users, pos, negs)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def daily_partition(rng, n):
    users = rng.integers(0, N_USERS, size=n).astype(np.int32)
    items = ((users * 7 + rng.integers(0, 5, size=n)) % N_ITEMS).astype(np.int32)
    return users, items


def main():
    rng = np.random.default_rng(0)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"user": jax.random.normal(k1, (N_USERS, DIM)) * 0.1,
              "item": jax.random.normal(k2, (N_ITEMS, DIM)) * 0.1}
    opt_state = tx.init(params)
    # incremental training: one pass over each day's interaction log
    for day, n_rows in enumerate([1000, 870, 930]):
        loader = PairLoader(daily_partition(rng, n_rows), N_ITEMS, batch_size=128, seed=day)
        losses = []
        for u, p, n in loader:
            params, opt_state, loss = train_step(params, opt_state, u, p, n)
            losses.append(float(loss))
        print(f"day {day}: {len(losses)} batches, loss {np.mean(losses):.4f}")


if __name__ == "__main__":
    main()
