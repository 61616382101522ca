"""Linear-probe sweep over frozen self-supervised features."""
import itertools

import jax
import jax.numpy as jnp
import numpy as np
import optax

from probe import evaluate, init_probe, probe_step

LEARNING_RATES = [1e-3, 3e-3, 1e-2]
WEIGHT_DECAYS = [0.0, 1e-4]
STEPS = 3

# one transformation for the whole sweep; the swept values live in the optimizer state
TX = optax.inject_hyperparams(optax.adamw)(learning_rate=1e-3, weight_decay=0.0)


def load_features(rng, n=128, dim=32, n_classes=10):
    centers = rng.normal(size=(n_classes, dim))
    labels = rng.integers(0, n_classes, size=n)
    feats = centers[labels] + 0.5 * rng.normal(size=(n, dim))
    return feats.astype(np.float32), labels.astype(np.int32)


def run_trial(lr, wd, feats, labels, val_feats, val_labels):
    params = init_probe(jax.random.PRNGKey(0), feats.shape[1], 10)
    opt_state = TX.init(params)
    opt_state.hyperparams["learning_rate"] = jnp.asarray(lr, dtype=jnp.float32)
    opt_state.hyperparams["weight_decay"] = jnp.asarray(wd, dtype=jnp.float32)
    for _ in range(STEPS):
        params, opt_state, loss = probe_step(params, opt_state, feats, labels, tx=TX)
    return evaluate(params, val_feats, val_labels)


def main():
    rng = np.random.default_rng(0)
    feats, labels = load_features(rng)
    val_feats, val_labels = load_features(rng, n=64)
    results = {}
    for lr, wd in itertools.product(LEARNING_RATES, WEIGHT_DECAYS):
        results[(lr, wd)] = run_trial(lr, wd, feats, labels, val_feats, val_labels)
        print(f"lr={lr:g} wd={wd:g} acc={results[(lr, wd)]:.3f}")
    best = max(results, key=results.get)
    print("best", best, results[best])


if __name__ == "__main__":
    main()
