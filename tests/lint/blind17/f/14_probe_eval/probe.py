import jax
import jax.numpy as jnp
import numpy as np
import optax


def make_probe_step(tx):
    @jax.jit
    def probe_step(w, b, opt_state, feats, labels, mask):
        def loss_fn(wb):
            w, b = wb
            logits = feats @ w + b
            per_ex = optax.softmax_cross_entropy_with_integer_labels(logits, labels)
            return jnp.sum(per_ex * mask) / jnp.maximum(mask.sum(), 1.0)

        loss, grads = jax.value_and_grad(loss_fn)((w, b))
        updates, opt_state = tx.update(grads, opt_state, (w, b))
        w, b = optax.apply_updates((w, b), updates)
        return w, b, opt_state, loss

    return probe_step


def padded_batches(order, batch_size):
    for start in range(0, len(order), batch_size):
        idx = order[start:start + batch_size]
        mask = np.zeros(batch_size, np.float32)
        mask[: len(idx)] = 1.0
        idx = np.pad(idx, (0, batch_size - len(idx)))
        yield idx, mask


def fit_linear_probe(feats, labels, num_classes, epochs=3, batch_size=24, lr=0.1):
    tx = optax.sgd(lr, momentum=0.9)
    probe_step = make_probe_step(tx)
    w = jnp.zeros((feats.shape[1], num_classes))
    b = jnp.zeros((num_classes,))
    opt_state = tx.init((w, b))
    rng = np.random.default_rng(0)
    for epoch in range(epochs):
        order = rng.permutation(len(feats))
        for idx, mask in padded_batches(order, batch_size):
            w, b, opt_state, loss = probe_step(w, b, opt_state, feats[idx], labels[idx], mask)
    return w, b, float(loss)
