import haiku as hk
import jax
import jax.numpy as jnp
import optax


def _classifier(x):
    x = hk.Conv1D(8, 5)(x)
    x = jax.nn.relu(x)
    x = jnp.mean(x, axis=1)
    return hk.Linear(1)(x)[:, 0]


clf = hk.without_apply_rng(hk.transform(_classifier))
tx = optax.adam(3e-3)


@jax.jit
def train_batch(params, opt_state, x, y, w):
    def loss(p):
        logits = clf.apply(p, x)
        return jnp.sum(w * optax.sigmoid_binary_cross_entropy(logits, y)) / jnp.sum(w)
    l, g = jax.value_and_grad(loss)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, l
