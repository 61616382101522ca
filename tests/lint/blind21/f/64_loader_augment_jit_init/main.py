import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import linen as nn

from data import AugmentedDemoLoader


class ConvPolicy(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3), strides=2)(x))
        return nn.Dense(2)(x.reshape(x.shape[0], -1))


policy = ConvPolicy()
tx = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, images, actions):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((policy.apply(p, images) - actions) ** 2))(params)
    updates, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    images = rng.random((48, 12, 12, 3), dtype=np.float32)
    actions = rng.normal(size=(48, 2)).astype(np.float32)
    loader = AugmentedDemoLoader(images, actions, batch_size=16)
    params = policy.init(jax.random.PRNGKey(0), jnp.zeros((1, 12, 12, 3)))
    opt_state = tx.init(params)
    for epoch in range(3):
        for imgs, acts in loader:
            params, opt_state, loss = train_step(params, opt_state, imgs, acts)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
