import jax
import jax.numpy as jnp
import optax

from collate import iterate, synthetic_corpus

VOCAB, DIM = 50, 16
tx = optax.adam(1e-2)


def init(key):
    k1, k2 = jax.random.split(key)
    return {"embed": jax.random.normal(k1, (VOCAB, DIM)) * 0.1, "out": jax.random.normal(k2, (DIM, 2)) * 0.1}


def forward(params, tokens):
    mask = (tokens > 0)[..., None]
    emb = params["embed"][tokens] * mask
    pooled = emb.sum(1) / jnp.maximum(mask.sum(1), 1)
    return pooled @ params["out"]


@jax.jit
def train_step(params, opt_state, tokens, labels):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(forward(p, tokens), labels).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    seqs, labels = synthetic_corpus()
    params = init(jax.random.PRNGKey(0))
    opt_state = tx.init(params)
    for epoch in range(2):
        for tokens, y in iterate(seqs, labels, batch_size=8):
            params, opt_state, loss = train_step(params, opt_state, tokens, y)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
