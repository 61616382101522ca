import jax
import jax.numpy as jnp
import numpy as np
import optax
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

import data

BATCH = 16
mesh = Mesh(np.array(jax.devices()), ("data",))
batch_sharding = NamedSharding(mesh, P("data"))
replicated = NamedSharding(mesh, P())
tx = optax.sgd(0.1)


def logits_fn(params, x):
    return jnp.tanh(x @ params["w1"]) @ params["w2"]


@jax.jit
def train_step(params, opt_state, batch):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(logits_fn(p, batch["x"]), batch["y"]).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


@jax.jit
def eval_step(params, batch):
    pred = logits_fn(params, batch["x"]).argmax(-1)
    return jnp.sum(pred == batch["y"])


def evaluate(params, x, y, sharded=True):
    it = data.batches(x, y, BATCH)
    if sharded:
        it = data.prefetch_to_mesh(it, batch_sharding)
    correct = sum(int(eval_step(params, b)) for b in it)
    return correct / (len(x) // BATCH * BATCH)


def main(num_sanity_val_steps=1):
    xtr, ytr = data.synthetic(64, 8, 0)
    xva, yva = data.synthetic(32, 8, 1)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (8, 16)) * 0.3, "w2": jax.random.normal(k2, (16, 2)) * 0.3}
    params = jax.device_put(params, replicated)
    opt_state = jax.device_put(tx.init(params), replicated)

    if num_sanity_val_steps:
        n = num_sanity_val_steps * BATCH
        print("sanity val acc", evaluate(params, xva[:n], yva[:n], sharded=False))

    for epoch in range(3):
        for batch in data.prefetch_to_mesh(data.batches(xtr, ytr, BATCH), batch_sharding):
            params, opt_state, loss = train_step(params, opt_state, batch)
        print(epoch, float(loss), "val acc", evaluate(params, xva, yva))


if __name__ == "__main__":
    main()
