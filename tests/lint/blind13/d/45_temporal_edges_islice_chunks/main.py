"""Score streamed interaction events against node embeddings, updating embeddings online."""
import jax
import jax.numpy as jnp
import numpy as np

from stream import chunked, daily_edge_log

N_NODES, DIM, CHUNK = 64, 8, 64


@jax.jit
def score_and_update(emb, edges, lr):
    def nll(e):
        z_s, z_d = e[edges[:, 0]], e[edges[:, 1]]
        logits = jnp.sum(z_s * z_d, -1)
        neg = jnp.sum(z_s * jnp.roll(z_d, 1, axis=0), -1)
        return jnp.mean(jax.nn.softplus(-logits) + jax.nn.softplus(neg)), logits

    (loss, logits), g = jax.value_and_grad(nll, has_aux=True)(emb)
    return emb - lr * g, jax.nn.sigmoid(logits), loss


def main():
    rng = np.random.default_rng(0)
    emb = jax.random.normal(jax.random.PRNGKey(0), (N_NODES, DIM)) * 0.3
    for day in range(4):
        suspicious = 0
        for edges in chunked(daily_edge_log(rng, N_NODES, day), CHUNK):
            emb, probs, loss = score_and_update(emb, jnp.asarray(edges), 0.5)
            suspicious += int(jnp.sum(probs < 0.2))
        print(f"day {day}: suspicious events {suspicious}, last loss {float(loss):.3f}")


if __name__ == "__main__":
    main()
