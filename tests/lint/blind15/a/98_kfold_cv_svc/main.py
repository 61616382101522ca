import jax
import jax.numpy as jnp
import numpy as np
import optax
import equinox as eqx

from cv import kfold_indices

optim = optax.adam(1e-2)


def train_step(model, opt_state, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(jax.vmap(m)(x), y).mean()

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


def run_fold(images, labels, train_idx, val_idx, key):
    model = eqx.nn.MLP(36, 3, 16, 2, key=key)
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    step = eqx.filter_jit(train_step)
    for _ in range(5):
        model, opt_state, loss = step(model, opt_state, images[train_idx], labels[train_idx])
    preds = jnp.argmax(jax.vmap(model)(images[val_idx]), -1)
    return float(jnp.mean(preds == labels[val_idx]))


def main():
    rng = np.random.default_rng(0)
    images = rng.normal(size=(60, 36)).astype(np.float32)
    labels = rng.integers(0, 3, size=(60,)).astype(np.int32)
    keys = jax.random.split(jax.random.PRNGKey(0), 4)
    scores = [run_fold(images, labels, tr, va, k)
              for (tr, va), k in zip(kfold_indices(60, 4), keys)]
    print("cv accuracy", np.mean(scores), scores)


if __name__ == "__main__":
    main()
