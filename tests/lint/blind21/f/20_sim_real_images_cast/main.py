import jax
import jax.numpy as jnp
import optax
from flax import linen as nn

from sources import cotrain_batches, H, W


class VisuomotorPolicy(nn.Module):
    @nn.compact
    def __call__(self, images):
        if images.dtype == jnp.uint8:
            images = images.astype(jnp.float32) / 255.0
        x = nn.relu(nn.Conv(16, (3, 3), strides=2)(images))
        x = nn.relu(nn.Conv(32, (3, 3), strides=2)(x))
        x = x.reshape(x.shape[0], -1)
        return nn.Dense(7)(x)


policy = VisuomotorPolicy()
tx = optax.adam(3e-4)


@jax.jit
def train_step(params, opt_state, images, actions):
    def loss_fn(p):
        return jnp.mean((policy.apply(p, images) - actions) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    params = policy.init(jax.random.PRNGKey(0), jnp.zeros((1, H, W, 3)))
    opt_state = tx.init(params)
    for step, (images, actions) in enumerate(cotrain_batches(8)):
        params, opt_state, loss = train_step(params, opt_state, images, actions)
        print(step, images.dtype, float(loss))


if __name__ == "__main__":
    main()
