import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import ItemTower
from warmstart import load_pretrained_embeddings

N_ITEMS, DIM, CTX, B = 120, 16, 6, 64
rng = np.random.default_rng(102)
model = ItemTower(N_ITEMS, DIM)
params = model.init(jax.random.PRNGKey(0), jnp.zeros(1, jnp.int32), jnp.zeros((1, CTX)))
tx = optax.adam(1e-2)


@jax.jit
def train_step(params, opt_state, ids, ctx, y):
    def loss_fn(p):
        return optax.sigmoid_binary_cross_entropy(model.apply(p, ids, ctx), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def batches(n):
    for _ in range(n):
        ids = rng.integers(0, N_ITEMS, B).astype(np.int32)
        ctx = rng.normal(size=(B, CTX)).astype(np.float32)
        y = (rng.random(B) < 0.3).astype(np.float32)
        yield ids, ctx, y


opt_state = tx.init(params)
for ids, ctx, y in batches(5):
    params, opt_state, loss = train_step(params, opt_state, ids, ctx, y)
print("cold start loss", float(loss))

params = load_pretrained_embeddings(params, rng.normal(0, 0.1, (N_ITEMS, DIM)))
opt_state = tx.init(params)
for ids, ctx, y in batches(5):
    params, opt_state, loss = train_step(params, opt_state, ids, ctx, y)
print("after warm start", float(loss))
