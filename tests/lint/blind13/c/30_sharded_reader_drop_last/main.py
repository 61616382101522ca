import jax
import jax.numpy as jnp
import numpy as np

from reader import ShardedReader, write_fake_shards

VOCAB, DIM, FIELDS = 5000, 8, 4


@jax.jit
def fm_step(table, bias, ids, labels, lr=0.05):
    def loss(tbl, b):
        emb = tbl[ids]                                   # [B, F, D]
        inter = 0.5 * (emb.sum(1) ** 2 - (emb ** 2).sum(1)).sum(-1)
        logits = inter + b
        return jnp.mean(jnp.logaddexp(0.0, logits) - labels * logits)

    value, (g_tbl, g_b) = jax.value_and_grad(loss, argnums=(0, 1))(table, bias)
    return table - lr * g_tbl, bias - lr * g_b, value


def main():
    rng = np.random.default_rng(21)
    shards = write_fake_shards(rng, num_shards=3, num_fields=FIELDS, vocab=VOCAB)
    table = jax.random.normal(jax.random.PRNGKey(0), (VOCAB, DIM)) * 0.01
    bias = jnp.zeros(())
    for step, (ids, labels) in enumerate(ShardedReader(shards, batch_size=32)):
        table, bias, loss = fm_step(table, bias, ids, labels)
        print(f"step {step} rows {len(labels)} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
