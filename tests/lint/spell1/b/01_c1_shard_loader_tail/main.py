import jax
import jax.numpy as jnp

from data import BatchLoader, load_shards

BATCH_SIZE = 32
DIM = 8
LR = 0.1


def init_params(key):
    return {"w": jax.random.normal(key, (DIM,)) * 0.01, "b": jnp.zeros(())}


def bce_loss(params, x, y):
    logits = x @ params["w"] + params["b"]
    return jnp.mean(jnp.logaddexp(0.0, logits) - y * logits)


@jax.jit
def train_step(params, x, y):
    loss, grads = jax.value_and_grad(bce_loss)(params, x, y)
    params = jax.tree_util.tree_map(lambda p, g: p - LR * g, params, grads)
    return params, loss


def main():
    params = init_params(jax.random.PRNGKey(0))
    # one shard per day of logs
    shards = load_shards([100, 70, 45, 130, 90], DIM)
    for day, (x, y) in enumerate(shards):
        loader = BatchLoader(x, y, BATCH_SIZE, seed=day)
        for xb, yb in loader:
            params, loss = train_step(params, xb, yb)
        print(f"day {day}: {len(loader)} batches, loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
