import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax.training import train_state

from cv import kfold_indices

K = 4
BATCH = 16
STEPS_PER_FOLD = 3


class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(2)(nn.relu(nn.Dense(16)(x)))


@jax.jit
def train_step(state, x, y):
    def loss_fn(params):
        logits = state.apply_fn(params, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


@jax.jit
def accuracy(params, x, y):
    return jnp.mean(jnp.argmax(Net().apply(params, x), -1) == y)


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(80, 3)).astype(np.float32)
    y = (x[:, 0] * x[:, 1] > 0).astype(np.int32)
    model = Net()
    tx = optax.adamw(1e-2, weight_decay=1e-4)
    scores = []
    for fold, (tr, va) in enumerate(kfold_indices(len(x), K)):
        params = model.init(jax.random.PRNGKey(fold), x[:1])
        state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)
        for step in range(STEPS_PER_FOLD):
            idx = rng.choice(tr, size=BATCH, replace=False)
            state, loss = train_step(state, x[idx], y[idx])
        scores.append(float(accuracy(state.params, x[va], y[va])))
        print(f"fold {fold}: val acc {scores[-1]:.2f}")
    print(f"cv accuracy {np.mean(scores):.3f}")


if __name__ == "__main__":
    main()
