import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import GruClassifier
from schedule import cosine_lr

VOCAB, SEQ, CLASSES, STEPS = 40, 8, 2, 8


@eqx.filter_jit
def sgd_step(model, ids, labels, lr):
    def loss_fn(m):
        logits = jax.vmap(m)(ids)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates = jax.tree_util.tree_map(lambda g: -lr * g, grads)
    return eqx.apply_updates(model, updates), loss


def main():
    rng = np.random.default_rng(0)
    ids = jnp.asarray(rng.integers(1, VOCAB, size=(STEPS * 8, SEQ)), dtype=jnp.int32)
    labels = (ids[:, -1] % CLASSES).astype(jnp.int32)
    model = GruClassifier(VOCAB, 16, CLASSES, jax.random.PRNGKey(0))
    for step in range(STEPS):
        sl = slice(step * 8, (step + 1) * 8)
        lr = jnp.float32(cosine_lr(step, STEPS))
        model, loss = sgd_step(model, ids[sl], labels[sl], lr)
    print(f"final loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
