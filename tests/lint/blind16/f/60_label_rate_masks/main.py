import jax
import jax.numpy as jnp
import numpy as np
import optax

from splits import planetoid_style_split


def make_graph(n=240, c=4, seed=0):
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, c, n).astype(np.int32)
    x = (rng.normal(size=(n, 10)) + np.eye(c, 10)[labels]).astype(np.float32)
    a = (rng.random((n, n)) < 0.03).astype(np.float32)
    a = np.maximum(a, a.T) + np.eye(n, dtype=np.float32)
    return x, a / a.sum(1, keepdims=True), labels


def logits_fn(params, a, x):
    return a @ jax.nn.relu(a @ x @ params["w1"]) @ params["w2"]


def _masked_ce(params, a, x, labels, mask):
    ce = optax.softmax_cross_entropy_with_integer_labels(logits_fn(params, a, x), labels)
    return jnp.sum(ce * mask) / jnp.sum(mask)


tx = optax.adam(1e-2)


@jax.jit
def train_step(params, opt_state, a, x, labels, mask):
    loss, grads = jax.value_and_grad(_masked_ce)(params, a, x, labels, mask)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


@jax.jit
def masked_loss(params, a, x, labels, mask):
    return _masked_ce(params, a, x, labels, mask)


def main():
    x, a, labels = make_graph()
    train_mask, val_mask = planetoid_style_split(labels)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (10, 16)) * 0.2, "w2": jax.random.normal(k2, (16, 4)) * 0.2}
    opt_state = tx.init(params)
    for epoch in range(5):
        params, opt_state, _ = train_step(params, opt_state, a, x, labels, train_mask)
        train_l = masked_loss(params, a, x, labels, train_mask)
        val_l = masked_loss(params, a, x, labels, val_mask)
        print(epoch, float(train_l), float(val_l))


if __name__ == "__main__":
    main()
