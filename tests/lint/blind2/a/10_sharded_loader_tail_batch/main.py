import jax
import jax.numpy as jnp
import optax

from data import ArrayLoader, load_shards

optimizer = optax.sgd(0.1)


@jax.jit
def update(params, opt_state, x, y):
    def loss_fn(p):
        logits = x @ p["w"] + p["b"]
        return optax.sigmoid_binary_cross_entropy(logits, y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = optimizer.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


params = {"w": jnp.zeros(4), "b": jnp.zeros(())}
opt_state = optimizer.init(params)

# shards arrive from different upstream jobs, so their sizes are whatever they are
for shard_id, (x, y) in enumerate(load_shards([33, 34, 35, 37])):
    loader = ArrayLoader(x, y, batch_size=8, seed=shard_id)
    for xb, yb in loader:
        params, opt_state, loss = update(params, opt_state, xb, yb)
    print(f"shard {shard_id}: {len(loader)} batches, loss {float(loss):.4f}")
