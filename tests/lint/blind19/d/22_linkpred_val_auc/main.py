import jax
import jax.numpy as jnp
import numpy as np
import optax

from callbacks import EarlyStopping
from model import link_scores, model

N, F, E = 100, 8, 400


def main():
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.normal(size=(N, F)).astype(np.float32))
    s = jnp.asarray(rng.integers(0, N, E).astype(np.int32))
    r = jnp.asarray(rng.integers(0, N, E).astype(np.int32))
    train_pos = jnp.stack([s[:200], r[:200]])
    val_pos = jnp.stack([s[200:], r[200:]])
    val_neg = jnp.asarray(rng.integers(0, N, (2, 200)).astype(np.int32))

    params = model.init(jax.random.PRNGKey(0), x, s, r, train_pos)
    tx = optax.adam(1e-2)
    opt_state = tx.init(params)
    stopper = EarlyStopping((x, s, r), val_pos, val_neg)

    def loss_fn(p, neg):
        pos_s, neg_s = link_scores(p, x, s, r, train_pos, neg)
        return -jnp.mean(jax.nn.log_sigmoid(pos_s)) - jnp.mean(jax.nn.log_sigmoid(-neg_s))

    grad_fn = jax.jit(jax.value_and_grad(loss_fn))
    for epoch in range(4):
        neg = jnp.asarray(rng.integers(0, N, (2, 200)).astype(np.int32))
        loss, grads = grad_fn(params, neg)
        updates, opt_state = tx.update(grads, opt_state)
        params = optax.apply_updates(params, updates)
        train_pos_s, _ = link_scores(params, x, s, r, train_pos, neg)
        if stopper(params):
            break
    print("best val auc", stopper.best)


if __name__ == "__main__":
    main()
