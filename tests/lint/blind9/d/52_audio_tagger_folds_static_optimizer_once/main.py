import jax
import numpy as np
import optax

from tagger import init_tagger, mean_average_precision_proxy, tagger_step

N_FOLDS, EPOCHS, N_CLIPS, N_FEATS, N_TAGS = 4, 4, 96, 40, 5


def clip_embeddings(rng):
    feats = rng.standard_normal((N_CLIPS, N_FEATS)).astype(np.float32)
    w = rng.standard_normal((N_FEATS, N_TAGS))
    labels = (feats @ w + rng.standard_normal((N_CLIPS, N_TAGS)) > 0).astype(np.float32)
    return feats, labels


def main():
    rng = np.random.default_rng(0)
    feats, labels = clip_embeddings(rng)
    folds = np.array_split(rng.permutation(N_CLIPS), N_FOLDS)
    optimizer = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(5e-2, weight_decay=1e-4))
    accs = []
    for k in range(N_FOLDS):
        train = np.concatenate([f for j, f in enumerate(folds) if j != k])
        params = init_tagger(jax.random.PRNGKey(k), N_FEATS, N_TAGS)
        opt_state = optimizer.init(params)
        for _ in range(EPOCHS):
            params, opt_state, loss = tagger_step(params, opt_state, feats[train], labels[train], optimizer)
        accs.append(float(mean_average_precision_proxy(params, feats[folds[k]], labels[folds[k]])))
    print("per-fold tag accuracy:", np.round(accs, 3))


if __name__ == "__main__":
    main()
