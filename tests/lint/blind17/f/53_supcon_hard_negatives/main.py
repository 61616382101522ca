import jax
import jax.numpy as jnp
import numpy as np
import optax

from mining import mine_hard_negatives

NUM_CLASSES = 4


def embed(w, x):
    z = jnp.tanh(x @ w)
    return z / jnp.linalg.norm(z, axis=-1, keepdims=True)


def supcon_with_hard_negatives(w, x, labels, pairs, temperature=0.2):
    z = embed(w, x)
    sims = z @ z.T / temperature
    same = (labels[:, None] == labels[None, :]).astype(jnp.float32) - jnp.eye(x.shape[0])
    log_prob = sims - jax.nn.logsumexp(sims - 1e9 * jnp.eye(x.shape[0]), axis=1, keepdims=True)
    supcon = -(same * log_prob).sum(1) / jnp.maximum(same.sum(1), 1.0)
    hard = jax.nn.relu(sims[pairs[:, 0], pairs[:, 1]] * temperature).mean()
    return supcon.mean() + hard


tx = optax.adam(1e-2)


@jax.jit
def step(w, opt_state, x, labels, pairs):
    loss, g = jax.value_and_grad(supcon_with_hard_negatives)(w, x, labels, pairs)
    updates, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(w, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    centers = rng.normal(size=(NUM_CLASSES, 10))
    w = jax.random.normal(jax.random.PRNGKey(0), (10, 8)) * 0.3
    opt_state = tx.init(w)
    for it in range(5):
        labels = rng.integers(0, NUM_CLASSES, 16).astype(np.int32)
        x = (centers[labels] + rng.normal(size=(16, 10))).astype(np.float32)
        z = np.asarray(embed(w, x))
        pairs = mine_hard_negatives(z @ z.T, labels)
        w, opt_state, loss = step(w, opt_state, x, labels, pairs)
        print(it, len(pairs), float(loss))


if __name__ == "__main__":
    main()
