import jax
import jax.numpy as jnp
import optax
import flax.linen as nn

from data import batches


class FCN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3))(x))
        x = nn.relu(nn.Conv(8, (3, 3))(x))
        return nn.Conv(2, (1, 1))(x)


model = FCN()
tx = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, images, masks, valid):
    def loss_fn(p):
        ce = optax.softmax_cross_entropy_with_integer_labels(model.apply(p, images), masks)
        return (ce * valid).sum() / valid.sum()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 16, 16, 3)))
    opt_state = tx.init(params)
    for images, masks, valid in batches(10):
        params, opt_state, loss = train_step(params, opt_state, images, masks, valid)
    print(float(loss))


if __name__ == "__main__":
    main()
