import itertools

import jax
import jax.numpy as jnp
import optax
from flax import linen as nn

from loader import PairLoader

DIM = 16


class Encoder(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.Dense(32)(x)
        x = nn.gelu(x)
        return nn.Dense(DIM)(x)


model = Encoder()
tx = optax.adam(1e-3)


def loss_fn(params, batch):
    q = model.apply(params, batch["query"])
    p = model.apply(params, batch["positive"])
    cands = p
    if "hard_negative" in batch:
        cands = jnp.concatenate([p, model.apply(params, batch["hard_negative"])], axis=0)
    logits = q @ cands.T
    labels = jnp.arange(q.shape[0])
    return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()


@jax.jit
def train_step(params, opt_state, batch):
    loss, grads = jax.value_and_grad(loss_fn)(params, batch)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, DIM)))
    opt_state = tx.init(params)
    loader = PairLoader(DIM, batch=8)
    for step, batch in enumerate(itertools.islice(loader, 6)):
        params, opt_state, loss = train_step(params, opt_state, batch)
        print(step, sorted(batch), float(loss))


if __name__ == "__main__":
    main()
