import jax
import jax.numpy as jnp
import numpy as np
import optax

from collate import batches, make_records


def ar_predict(params, x):
    return params["a1"] * x[:, 1:-1] + params["a2"] * x[:, :-2] + params["c"]


@jax.jit
def train_step(params, opt_state, x, mask):
    def loss_fn(p):
        err = (ar_predict(p, x) - x[:, 2:]) ** 2
        m = mask[:, 2:]
        return jnp.sum(err * m) / jnp.sum(m)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


rng = np.random.default_rng(0)
records = make_records(rng)
tx = optax.adam(0.05)
params = {"a1": jnp.zeros(()), "a2": jnp.zeros(()), "c": jnp.zeros(())}
opt_state = tx.init(params)
for epoch in range(2):
    for x, mask in batches(records, batch_size=6):
        params, opt_state, loss = train_step(params, opt_state, x, mask)
    print(epoch, float(loss), {k: round(float(v), 3) for k, v in params.items()})
