import flax.linen as nn
import jax
import jax.numpy as jnp
import optax

from pipeline.loader import ShardedLoader
from pipeline.synth import make_shards

SHARD_SIZES = [70, 45, 83, 52]
BATCH_SIZE = 32


class Regressor(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.tanh(nn.Dense(16)(x)))[:, 0]


model = Regressor()
tx = optax.sgd(0.05, momentum=0.9)


@jax.jit
def fit_batch(params, opt_state, x, y):
    def loss_fn(p):
        return jnp.mean((model.apply(p, x) - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    loader = ShardedLoader(make_shards(SHARD_SIZES), BATCH_SIZE, drop_last=True)
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 6)))
    opt_state = tx.init(params)
    for epoch in range(2):
        total = 0.0
        for x, y in loader:
            params, opt_state, loss = fit_batch(params, opt_state, x, y)
            total += float(loss)
        print(f"epoch {epoch}: mean loss {total / len(loader):.4f}")


if __name__ == "__main__":
    main()
