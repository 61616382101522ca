import jax
import jax.numpy as jnp
import optax

from data import synthetic_corpus, batches

VOCAB = 64
DIM = 32


def init_params(key):
    k1, k2 = jax.random.split(key)
    return {
        "embed": jax.random.normal(k1, (VOCAB, DIM)) * 0.02,
        "out": jax.random.normal(k2, (DIM, VOCAB)) * 0.02,
    }


def loss_fn(params, batch):
    x = params["embed"][batch["tokens"][:, :-1]]
    logits = jnp.tanh(x) @ params["out"]
    targets = batch["tokens"][:, 1:]
    mask = batch["mask"][:, 1:]
    nll = optax.softmax_cross_entropy_with_integer_labels(logits, targets)
    return (nll * mask).sum() / jnp.maximum(mask.sum(), 1.0)


optimizer = optax.adamw(3e-3)


@jax.jit
def train_step(params, opt_state, batch):
    loss, grads = jax.value_and_grad(loss_fn)(params, batch)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    params = init_params(jax.random.PRNGKey(0))
    opt_state = optimizer.init(params)
    docs = synthetic_corpus(24, VOCAB)
    for step, batch in enumerate(batches(docs, 4)):
        params, opt_state, loss = train_step(params, opt_state, batch)
        print(step, float(loss))


if __name__ == "__main__":
    main()
