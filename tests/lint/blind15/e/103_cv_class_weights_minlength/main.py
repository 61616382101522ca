import jax
import jax.numpy as jnp
import numpy as np
import optax

from weights import balanced_class_weights

N_CLASSES = 4
tx = optax.adam(0.05)


@jax.jit
def train_step(params, opt_state, x, y, class_w):
    def loss_fn(p):
        logits = x @ p["w"] + p["b"]
        ce = optax.softmax_cross_entropy_with_integer_labels(logits, y)
        return jnp.mean(ce * jnp.take(class_w, y, mode="fill", fill_value=1.0))
    loss, g = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(2)
    x = rng.normal(size=(120, 5)).astype(np.float32)
    y = np.digitize(x[:, 0], [-0.3, 0.6, 2.0]).astype(np.int32)
    folds = np.array_split(np.argsort(x[:, 0]), 4)
    for k, va in enumerate(folds):
        tr = np.setdiff1d(np.arange(len(x)), va)
        class_w = balanced_class_weights(y[tr], N_CLASSES)
        params = {"w": jnp.zeros((5, N_CLASSES)), "b": jnp.zeros(N_CLASSES)}
        opt_state = tx.init(params)
        for _ in range(5):
            params, opt_state, loss = train_step(params, opt_state, x[tr], y[tr], class_w)
        print(k, class_w.shape, float(loss))


if __name__ == "__main__":
    main()
