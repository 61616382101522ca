from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from sampling import PopularityNegativeSampler

N_USERS, N_ITEMS, DIM = 30, 25, 8
item_counts = np.random.default_rng(0).integers(1, 100, size=N_ITEMS)


@partial(jax.jit, static_argnames=("sampler",))
def sampled_softmax_step(params, users, pos_items, key, sampler):
    negs = sampler.sample(key, 10)

    def loss_fn(p):
        u = p["user"][users]
        pos = jnp.sum(u * p["item"][pos_items], -1)
        neg = u @ p["item"][negs].T
        logits = jnp.concatenate([pos[:, None], neg], axis=1)
        return -jnp.mean(jax.nn.log_softmax(logits)[:, 0])

    loss, g = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda a, b: a - 0.1 * b, params, g), loss


params = {"user": 0.1 * jax.random.normal(jax.random.PRNGKey(0), (N_USERS, DIM)),
          "item": 0.1 * jax.random.normal(jax.random.PRNGKey(1), (N_ITEMS, DIM))}
key = jax.random.PRNGKey(2)
for step in range(5):
    key, k1, k2, k3 = jax.random.split(key, 4)
    users = jax.random.randint(k1, (16,), 0, N_USERS)
    pos = jax.random.randint(k2, (16,), 0, N_ITEMS)
    sampler = PopularityNegativeSampler(item_counts)
    params, loss = sampled_softmax_step(params, users, pos, k3, sampler=sampler)
print(float(loss))
