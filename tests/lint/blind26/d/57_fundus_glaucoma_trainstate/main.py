import flax.linen as nn
import jax
import jax.numpy as jnp
import optax
from flax.training import train_state

from data import GlaucomaFundusDataset, DataLoader


class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3), strides=2)(x))
        x = nn.relu(nn.Conv(16, (3, 3), strides=2)(x))
        return nn.Dense(2)(x.mean((1, 2)))


@jax.jit
def glaucoma_train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn(p, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


def main():
    ds = GlaucomaFundusDataset(90)
    loader = DataLoader(ds, batch_size=16)
    model = CNN()
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 28, 28, 3)))
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))
    for epoch in range(3):
        for x, y in loader:
            state, loss = glaucoma_train_step(state, x, y)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
