import jax
import jax.numpy as jnp
import numpy as np
import optax

from bank import MemoryBank

DIM = 8


def embed(w, x):
    z = x @ w
    return z / jnp.linalg.norm(z, axis=-1, keepdims=True)


def instance_discrimination(w, x, bank, temperature=0.07):
    z = embed(w, x)
    pos = (z * jax.lax.stop_gradient(embed(w, x + 0.05))).sum(-1, keepdims=True)
    neg = z @ bank.T
    logits = jnp.concatenate([pos, neg], axis=1) / temperature
    return optax.softmax_cross_entropy_with_integer_labels(logits, jnp.zeros(x.shape[0], jnp.int32)).mean()


tx = optax.sgd(0.05)


@jax.jit
def step(w, opt_state, x, bank):
    loss, g = jax.value_and_grad(instance_discrimination)(w, x, bank)
    updates, opt_state = tx.update(g, opt_state)
    w = optax.apply_updates(w, updates)
    return w, opt_state, loss, embed(w, x)


def main():
    rng = np.random.default_rng(0)
    w = jax.random.normal(jax.random.PRNGKey(0), (10, DIM)) * 0.3
    opt_state = tx.init(w)
    bank = MemoryBank(size=64, dim=DIM)
    for it in range(8):
        x = rng.normal(size=(16, 10)).astype(np.float32)
        w, opt_state, loss, z = step(w, opt_state, x, bank.feats)
        bank.push(z)
        print(it, bank.ptr, float(loss))


if __name__ == "__main__":
    main()
