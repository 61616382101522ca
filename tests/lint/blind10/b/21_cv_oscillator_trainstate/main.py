import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import SurrogateMLP, create_state, eval_loss, train_step

N_FOLDS = 4


def damped_oscillator_dataset(n=160, seed=0):
    rng = np.random.default_rng(seed)
    zeta = rng.uniform(0.05, 0.5, n)
    omega = rng.uniform(1.0, 3.0, n)
    t = 2.0
    x = np.exp(-zeta * omega * t) * np.cos(omega * np.sqrt(1 - zeta**2) * t)
    return np.stack([zeta, omega], axis=1).astype(np.float32), x.astype(np.float32)


def kfold_scores(inputs, targets, steps=4):
    model = SurrogateMLP()
    tx = optax.adamw(3e-3, weight_decay=1e-4)
    folds = np.array_split(np.random.default_rng(1).permutation(len(inputs)), N_FOLDS)
    scores = []
    for k in range(N_FOLDS):
        val = folds[k]
        trn = np.concatenate([folds[j] for j in range(N_FOLDS) if j != k])
        state = create_state(model, tx, jax.random.PRNGKey(k), inputs.shape[1])
        for _ in range(steps):
            state, _ = train_step(state, inputs[trn], targets[trn])
        scores.append(float(eval_loss(state, inputs[val], targets[val])))
    return scores


if __name__ == "__main__":
    x, y = damped_oscillator_dataset()
    print("validation MSE per fold:", np.round(kfold_scores(x, y), 4))
