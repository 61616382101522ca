import jax
import jax.numpy as jnp
import optax

from data import synthetic_corpus, pack_batches

VOCAB = 64
DIM = 32


def init_params(key):
    k1, k2 = jax.random.split(key)
    return {
        "embed": jax.random.normal(k1, (VOCAB, DIM)) * 0.02,
        "out": jax.random.normal(k2, (DIM, VOCAB)) * 0.02,
    }


def loss_fn(params, tokens):
    h = params["embed"][tokens[:, :-1]]
    logits = jnp.tanh(h) @ params["out"]
    targets = tokens[:, 1:]
    mask = (targets != 0).astype(jnp.float32)
    ll = optax.softmax_cross_entropy_with_integer_labels(logits, targets)
    return (ll * mask).sum() / jnp.maximum(mask.sum(), 1.0)


opt = optax.adamw(1e-3)


@jax.jit
def train_step(params, opt_state, tokens):
    loss, grads = jax.value_and_grad(loss_fn)(params, tokens)
    updates, opt_state = opt.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    params = init_params(jax.random.PRNGKey(0))
    opt_state = opt.init(params)
    docs = synthetic_corpus(24, VOCAB)
    for step, tokens in enumerate(pack_batches(docs, batch_size=4)):
        params, opt_state, loss = train_step(params, opt_state, tokens)
        print(step, float(loss))


if __name__ == "__main__":
    main()
