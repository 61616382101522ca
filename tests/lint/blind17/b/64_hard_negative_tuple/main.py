import jax
import jax.numpy as jnp
import numpy as np
import optax

from replay import HardNegativeReplay, fresh_batches

NUM_USERS, NUM_ITEMS, DIM = 50, 150, 8
tx = optax.sgd(0.5)


@jax.jit
def train_step(params, opt_state, batch):
    users, pos, neg = batch

    def loss_fn(p):
        u = p["u"][users]
        margin = jnp.sum(u * (p["i"][pos] - p["i"][neg]), -1)
        return jnp.mean(jax.nn.softplus(-margin)), margin

    (loss, margin), g = jax.value_and_grad(loss_fn, has_aux=True)(params)
    updates, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss, margin


def main():
    rng = np.random.default_rng(0)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"u": 0.1 * jax.random.normal(k1, (NUM_USERS, DIM)),
              "i": 0.1 * jax.random.normal(k2, (NUM_ITEMS, DIM))}
    opt_state = tx.init(params)
    replay = HardNegativeReplay()
    fresh = fresh_batches(rng, NUM_USERS, NUM_ITEMS)
    for step in range(8):
        batch = replay.sample(rng) if step % 3 == 2 else next(fresh)
        params, opt_state, loss, margin = train_step(params, opt_state, batch)
        if float(jnp.mean(margin < 0)) > 0.3:
            replay.add(*batch)
        print(step, type(batch).__name__, float(loss))


if __name__ == "__main__":
    main()
