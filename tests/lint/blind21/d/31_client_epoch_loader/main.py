import jax
import jax.numpy as jnp
import numpy as np
import optax

from loader import client_shards, iterate_batches

DIM = 6
BATCH = 16
tx = optax.sgd(0.1, momentum=0.9)


@jax.jit
def sgd_step(params, opt_state, xb, yb):
    def loss_fn(p):
        logits = xb @ p["w"] + p["b"]
        return optax.sigmoid_binary_cross_entropy(logits, yb.astype(jnp.float32)).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def client_epoch(params, shard, rng):
    opt_state = tx.init(params)
    x, y = shard
    for xb, yb in iterate_batches(x, y, BATCH, rng):
        params, opt_state, loss = sgd_step(params, opt_state, xb, yb)
    return params, loss


def main():
    rng = np.random.RandomState(0)
    shards = client_shards(4, DIM, rng)
    params = {"w": jnp.zeros((DIM,)), "b": jnp.zeros(())}
    for rnd in range(2):
        outs = [client_epoch(params, s, rng) for s in shards]
        params = jax.tree_util.tree_map(lambda *p: sum(p) / len(p), *[o[0] for o in outs])
        print(f"round {rnd} loss {float(outs[0][1]):.4f}")


if __name__ == "__main__":
    main()
