import jax
import jax.numpy as jnp
import numpy as np

from vocab import ItemVocabulary


@jax.jit
def update(table, user_vec, ids, labels, lr=0.1):
    def loss_fn(t):
        z = t[ids] @ user_vec
        return jnp.mean(jax.nn.softplus(z) - labels * z)

    loss, g = jax.value_and_grad(loss_fn)(table)
    return table - lr * g, loss


def main():
    rng = np.random.default_rng(0)
    vocab = ItemVocabulary(8, jax.random.PRNGKey(0))
    user_vec = jnp.ones((8,)) / 8
    for step in range(6):
        raw = [f"sku-{i}" for i in rng.integers(0, 40, 16)]
        ids = vocab.lookup(raw)
        labels = jnp.asarray(rng.integers(0, 2, 16), jnp.float32)
        vocab.table, loss = update(vocab.table, user_vec, ids, labels)
        print(step, vocab.table.shape[0], float(loss))


if __name__ == "__main__":
    main()
