import jax
import jax.numpy as jnp
import numpy as np
import optax


def make_probe_step(tx):
    @jax.jit
    def probe_step(w, b, opt_state, feats, labels):
        def loss_fn(wb):
            w, b = wb
            logits = feats @ w + b
            return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

        loss, grads = jax.value_and_grad(loss_fn)((w, b))
        updates, opt_state = tx.update(grads, opt_state, (w, b))
        w, b = optax.apply_updates((w, b), updates)
        return w, b, opt_state, loss

    return probe_step


def fit_linear_probe(feats, labels, num_classes, epochs=3, n_batches=4, lr=0.1):
    tx = optax.sgd(lr, momentum=0.9)
    probe_step = make_probe_step(tx)
    w = jnp.zeros((feats.shape[1], num_classes))
    b = jnp.zeros((num_classes,))
    opt_state = tx.init((w, b))
    rng = np.random.default_rng(0)
    for epoch in range(epochs):
        order = rng.permutation(len(feats))
        for idx in np.array_split(order, n_batches):
            w, b, opt_state, loss = probe_step(w, b, opt_state, feats[idx], labels[idx])
    return w, b, float(loss)
