import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np
import optax

from sweep import SEARCH_SPACE, create_state, grid

STEPS = 3


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
def val_loss(params, x, y):
    logits = Net().apply(params, x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(96, 3)).astype(np.float32)
    y = (x[:, 0] + x[:, 2] > 0).astype(np.int32)
    model = Net()
    init_params = model.init(jax.random.PRNGKey(0), x[:1])
    results = []
    for hp in grid(SEARCH_SPACE):
        state = create_state(model, init_params, hp)
        for _ in range(STEPS):
            state, _ = train_step(state, x[:64], y[:64])
        results.append((float(val_loss(state.params, x[64:], y[64:])), hp))
    best_loss, best_hp = min(results, key=lambda r: r[0])
    print(f"best {best_hp} val loss {best_loss:.4f}")


if __name__ == "__main__":
    main()
