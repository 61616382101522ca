import jax
import jax.numpy as jnp
import numpy as np
import optax

from callbacks import RecallCallback

N_USERS, N_ITEMS, DIM, B = 64, 120, 12, 256
rng = np.random.default_rng(3)
true_u = rng.normal(size=(N_USERS, 4))
true_v = rng.normal(size=(N_ITEMS, 4))
affinity = true_u @ true_v.T

k1, k2 = jax.random.split(jax.random.PRNGKey(1))
params = {"U": 0.1 * jax.random.normal(k1, (N_USERS, DIM)),
          "V": 0.1 * jax.random.normal(k2, (N_ITEMS, DIM))}
tx = optax.adam(5e-3)
opt_state = tx.init(params)


@jax.jit
def train_step(params, opt_state, u, i, r):
    def loss(p):
        pred = jnp.sum(p["U"][u] * p["V"][i], axis=-1)
        return jnp.mean((pred - r) ** 2) + 1e-4 * sum(jnp.sum(x ** 2) for x in p.values())
    l, g = jax.value_and_grad(loss)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, l


val_users = jnp.arange(N_USERS, dtype=jnp.int32)
held_out = jnp.asarray(affinity.argmax(1), dtype=jnp.int32)
callback = RecallCallback(val_users, held_out, k=10)

for epoch in range(5):
    for _ in range(10):
        u = rng.integers(0, N_USERS, B).astype(np.int32)
        i = rng.integers(0, N_ITEMS, B).astype(np.int32)
        r = affinity[u, i].astype(np.float32)
        params, opt_state, l = train_step(params, opt_state, u, i, r)
    callback(epoch, params)
