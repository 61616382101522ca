import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

from sampler import NeighborSampler

N, F, C, BATCH = 300, 16, 3, 16


class SAGELayer(nn.Module):
    out: int

    @nn.compact
    def __call__(self, x, seeds, nbrs, owner):
        nbr_sum = jax.ops.segment_sum(x[nbrs], owner, num_segments=seeds.shape[0])
        cnt = jax.ops.segment_sum(jnp.ones_like(owner, jnp.float32), owner, num_segments=seeds.shape[0])
        mean = nbr_sum / jnp.maximum(cnt, 1.0)[:, None]
        return nn.Dense(self.out)(jnp.concatenate([x[seeds], mean], -1))


model = SAGELayer(C)
tx = optax.sgd(0.05, momentum=0.9)


@jax.jit
def train_step(params, opt_state, x, y, seeds, nbrs, owner):
    def loss_fn(p):
        logits = model.apply(p, x, seeds, nbrs, owner)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y[seeds]).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    senders = rng.integers(0, N, 4 * N)
    receivers = rng.integers(0, N, 4 * N)
    x = jnp.asarray(rng.normal(size=(N, F)).astype(np.float32))
    y = jnp.asarray(rng.integers(0, C, N).astype(np.int32))
    sampler = NeighborSampler(senders, receivers, N, fanout=5)

    seeds, nbrs, owner = sampler.sample(np.arange(BATCH))
    params = model.init(jax.random.PRNGKey(0), x, seeds, nbrs, owner)
    opt_state = tx.init(params)
    train_nodes = rng.permutation(N)[:BATCH * 6]
    for start in range(0, len(train_nodes), BATCH):
        seeds, nbrs, owner = sampler.sample(train_nodes[start:start + BATCH])
        params, opt_state, loss = train_step(params, opt_state, x, y, seeds, nbrs, owner)
    print("loss", float(loss))


if __name__ == "__main__":
    main()
