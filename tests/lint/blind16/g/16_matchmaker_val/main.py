import jax
import jax.numpy as jnp
import numpy as np
import optax

from callbacks import ValidationCallback
from model import TwoTower, make_eval_fn

N_USERS, N_ITEMS, B = 100, 300, 128
rng = np.random.default_rng(0)


def sample_batch():
    users = rng.integers(0, N_USERS, B).astype(np.int32)
    items = rng.integers(0, N_ITEMS, B).astype(np.int32)
    labels = ((users + items) % 3 == 0).astype(np.float32)
    return {"users": users, "items": items, "labels": labels}


model = TwoTower(N_USERS, N_ITEMS)
params = model.init(jax.random.PRNGKey(0), jnp.zeros(1, jnp.int32), jnp.zeros(1, jnp.int32))
tx = optax.adam(1e-2)
opt_state = tx.init(params)
evaluate = make_eval_fn(model)
callback = ValidationCallback(evaluate, sample_batch())


@jax.jit
def train_step(params, opt_state, batch):
    (loss, acc), grads = jax.value_and_grad(evaluate, has_aux=True)(params, batch)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


for epoch in range(6):
    for _ in range(5):
        batch = sample_batch()
        params, opt_state, loss = train_step(params, opt_state, batch)
    train_loss, train_acc = evaluate(params, batch)
    print(f"epoch {epoch}: train loss={float(train_loss):.4f}")
    callback.on_epoch_end(epoch, params)
