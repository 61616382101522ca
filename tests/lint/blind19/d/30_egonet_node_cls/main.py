import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from egonet import MAX_NODES, EgoNetSampler

N, F, C = 150, 10, 3


class EgoGNN(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(F, 32, rngs=rngs)
        self.l2 = nnx.Linear(32, 32, rngs=rngs)
        self.out = nnx.Linear(32, C, rngs=rngs)

    def __call__(self, x, senders, receivers, mask):
        h = nnx.relu(self.l1(x)) * mask[:, None]
        agg = jax.ops.segment_sum(h[senders], receivers, num_segments=MAX_NODES)
        h = nnx.relu(self.l2(h + agg))
        return self.out(h[0])


@nnx.jit
def train_step(model, optimizer, feats, node_ids, mask, senders, receivers, label):
    def loss_fn(m):
        logits = m(feats[node_ids], senders, receivers, mask)
        return optax.softmax_cross_entropy_with_integer_labels(logits, label)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(0)
    s = rng.integers(0, N, 450)
    r = rng.integers(0, N, 450)
    feats = jnp.asarray(rng.normal(size=(N, F)).astype(np.float32))
    labels = rng.integers(0, C, N)
    sampler = EgoNetSampler(s, r, N)
    model = EgoGNN(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    for center in rng.permutation(N)[:6]:
        node_ids, mask, es, er = sampler.sample(int(center))
        loss = train_step(model, optimizer, feats, node_ids, mask, es, er, jnp.int32(labels[center]))
    print("loss", float(loss))


if __name__ == "__main__":
    main()
