"""Online node-embedding updates from streamed interaction events."""
import jax
import jax.numpy as jnp
import numpy as np

from stream import chunked_padded, daily_edge_log

N_NODES, DIM, CHUNK = 64, 8, 64


@jax.jit
def score_and_update(emb, edges, weight, lr):
    def nll(e):
        z_s, z_d = e[edges[:, 0]], e[edges[:, 1]]
        logits = jnp.sum(z_s * z_d, -1)
        neg = jnp.sum(z_s * jnp.roll(z_d, 1, axis=0), -1)
        per_edge = jax.nn.softplus(-logits) + jax.nn.softplus(neg)
        return jnp.sum(weight * per_edge) / jnp.maximum(weight.sum(), 1.0), logits

    (loss, logits), g = jax.value_and_grad(nll, has_aux=True)(emb)
    return emb - lr * g, jax.nn.sigmoid(logits), loss


def main():
    rng = np.random.default_rng(0)
    emb = jax.random.normal(jax.random.PRNGKey(0), (N_NODES, DIM)) * 0.3
    for day in range(4):
        n_events = 0
        for edges, weight in chunked_padded(daily_edge_log(rng, N_NODES, day), CHUNK):
            emb, probs, loss = score_and_update(emb, jnp.asarray(edges), jnp.asarray(weight), 0.5)
            n_events += int(weight.sum())
        print(f"day {day}: {n_events} events, last loss {float(loss):.3f}")


if __name__ == "__main__":
    main()
