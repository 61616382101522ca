import jax
import jax.numpy as jnp
import numpy as np
import optax

from data import collate, make_dataset

VOCAB_SIZE, EMB = 64, 16
BATCH_SIZE = 4


def init_params(key):
    k1, k2 = jax.random.split(key)
    return {
        "embed": jax.random.normal(k1, (VOCAB_SIZE, EMB)) * 0.1,
        "head": jax.random.normal(k2, (EMB, 2)) * 0.1,
    }


def loss_fn(params, ids, mask, labels):
    h = params["embed"][ids]
    pooled = (h * mask[..., None]).sum(1) / mask.sum(1, keepdims=True)
    logits = pooled @ params["head"]
    return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()


optimizer = optax.adam(1e-2)


@jax.jit
def train_step(params, opt_state, ids, mask, labels):
    loss, grads = jax.value_and_grad(loss_fn)(params, ids, mask, labels)
    updates, opt_state = optimizer.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(1)
    vocab = {}
    dataset = make_dataset(rng, 24, vocab)
    params = init_params(jax.random.PRNGKey(0))
    opt_state = optimizer.init(params)
    for start in range(0, len(dataset), BATCH_SIZE):
        ids, mask, labels = collate(dataset[start : start + BATCH_SIZE])
        params, opt_state, loss = train_step(params, opt_state, ids, mask, labels)
    print("final loss", float(loss))


if __name__ == "__main__":
    main()
