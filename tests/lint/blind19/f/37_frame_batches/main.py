import flax.linen as nn
import jax
import jax.numpy as jnp
import optax
from flax.training import train_state

from loader import FrameDataset, batches


class KeyframeClassifier(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(2)(nn.gelu(nn.Dense(16)(x)))


@jax.jit
def train_step(state, x, y):
    def loss_fn(params):
        logits = state.apply_fn(params, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


def main():
    model = KeyframeClassifier()
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 8)))
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-2))
    data = FrameDataset(22)
    for epoch in range(3):
        for x, y in batches(data, batch_size=8, shuffle_seed=epoch):
            state, loss = train_step(state, x, y)
        print(f"epoch {epoch} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
