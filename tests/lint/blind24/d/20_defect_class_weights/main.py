import jax
import jax.numpy as jnp
import numpy as np
import optax

rng = np.random.default_rng(30)
# texture descriptors of greige-fabric patches: 0 ok, 1 slub, 2 hole, 3 stain
X = rng.normal(size=(256, 10)).astype(np.float32)
y = rng.choice(4, 256, p=[0.85, 0.07, 0.05, 0.03]).astype(np.int32)

params = {"W": jnp.zeros((10, 4)), "b": jnp.zeros(4)}
tx = optax.adam(5e-2)
opt_state = tx.init(params)


@jax.jit
def weighted_step(params, opt_state, X, y, class_weights):
    def loss_fn(p):
        ce = optax.softmax_cross_entropy_with_integer_labels(X @ p["W"] + p["b"], y)
        if class_weights is None:
            return ce.mean()
        w = class_weights[y]
        return jnp.sum(w * ce) / jnp.sum(w)
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


class_weights = None
for epoch in range(6):
    params, opt_state, loss = weighted_step(params, opt_state, X, y, class_weights)
    pred = np.asarray(jnp.argmax(X @ params["W"] + params["b"], -1))
    recall = np.array([np.mean(pred[y == c] == c) if np.any(y == c) else 1.0 for c in range(4)])
    class_weights = jnp.asarray(1.0 / np.maximum(recall, 0.2), jnp.float32)
    print(epoch, float(loss), np.round(recall, 2))
