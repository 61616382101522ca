"""Scene-grouped cross-validation of a patch classifier (crops from a detector)."""
import jax
import jax.numpy as jnp
import numpy as np
import optax

from folds import group_kfold, iterate_minibatches

BATCH = 16
N_SPLITS = 4
tx = optax.adam(3e-3)


def init_params(key, dim=48, n_classes=3):
    return {"w": jax.random.normal(key, (dim, n_classes)) * 0.05, "b": jnp.zeros(n_classes)}


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        logits = x @ p["w"] + p["b"]
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    scene_sizes = rng.integers(5, 20, size=10)
    groups = np.repeat(np.arange(10), scene_sizes)
    crops = rng.normal(size=(len(groups), 48)).astype(np.float32)
    labels = rng.integers(0, 3, size=len(groups)).astype(np.int32)

    scores = []
    for fold, (train_idx, val_idx) in enumerate(group_kfold(groups, N_SPLITS)):
        params = init_params(jax.random.PRNGKey(fold))
        opt_state = tx.init(params)
        for epoch in range(2):
            for idx in iterate_minibatches(rng, train_idx, BATCH):
                params, opt_state, loss = train_step(params, opt_state, crops[idx], labels[idx])
        logits = crops[val_idx] @ np.asarray(params["w"]) + np.asarray(params["b"])
        scores.append(float((logits.argmax(-1) == labels[val_idx]).mean()))
        print(f"fold {fold}: train {len(train_idx)} val {len(val_idx)} acc {scores[-1]:.3f}")
    print(f"cv accuracy {np.mean(scores):.3f} +- {np.std(scores):.3f}")


if __name__ == "__main__":
    main()
