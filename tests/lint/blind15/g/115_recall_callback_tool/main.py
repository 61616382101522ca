import jax
import jax.numpy as jnp
import numpy as np
import optax

from callbacks import RecallAtK
from model import init

N_USERS, N_ITEMS = 64, 120
tx = optax.adam(5e-2)


def bpr_loss(params, u, pos, neg):
    pu = params["users"][u]
    x = jnp.sum(pu * (params["items"][pos] - params["items"][neg]), -1)
    return -jnp.mean(jax.nn.log_sigmoid(x))


@jax.jit
def train_step(params, opt_state, u, pos, neg):
    loss, g = jax.value_and_grad(bpr_loss)(params, u, pos, neg)
    updates, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    liked = (np.arange(N_USERS)[:, None] * 2 + np.arange(5)[None, :]) % N_ITEMS
    params = init(jax.random.PRNGKey(0), N_USERS, N_ITEMS)
    opt_state = tx.init(params)
    callback = RecallAtK(jnp.arange(N_USERS), jnp.asarray(liked, jnp.int32))
    for epoch in range(4):
        for _ in range(10):
            u = rng.integers(0, N_USERS, 128)
            pos = liked[u, rng.integers(0, 5, 128)]
            neg = rng.integers(0, N_ITEMS, 128)
            params, opt_state, loss = train_step(params, opt_state, u.astype(np.int32), pos.astype(np.int32), neg.astype(np.int32))
        callback.on_epoch_end(epoch, params)


if __name__ == "__main__":
    main()
