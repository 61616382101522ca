import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from mining import mine_hard_negatives, num_negatives

DIM = 16
BATCH = 4


class Tower(eqx.Module):
    proj: eqx.nn.Linear

    def __init__(self, key):
        self.proj = eqx.nn.Linear(DIM, DIM, key=key)

    def __call__(self, x):
        return jax.vmap(self.proj)(x)


def loss_fn(model, queries, positives, negatives, neg_mask):
    q = model(queries)
    p = model(positives)
    n = jax.vmap(model)(negatives)
    pos = jnp.sum(q * p, axis=-1, keepdims=True)
    neg = jnp.einsum("bd,bnd->bn", q, n)
    neg = jnp.where(neg_mask, neg, -1e9)
    logits = jnp.concatenate([pos, neg], axis=1)
    return -jax.nn.log_softmax(logits, axis=1)[:, 0].mean()


optim = optax.sgd(1e-2)


@eqx.filter_jit
def train_step(model, opt_state, queries, positives, negatives, neg_mask):
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model, queries, positives, negatives, neg_mask)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    model = Tower(jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    pool = rng.normal(size=(64, DIM)).astype(np.float32)
    for step in range(5):
        queries = rng.normal(size=(BATCH, DIM)).astype(np.float32)
        positives = queries + 0.05 * rng.normal(size=queries.shape).astype(np.float32)
        negatives, neg_mask = mine_hard_negatives(rng, queries, pool, num_negatives(step))
        model, opt_state, loss = train_step(model, opt_state, queries, positives, negatives, neg_mask)
        print(step, int(neg_mask[0].sum()), float(loss))


if __name__ == "__main__":
    main()
