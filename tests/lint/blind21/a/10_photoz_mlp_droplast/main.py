import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import linen as nn

from data import batches, make_catalogue


class PhotoZ(nn.Module):
    hidden: int = 32

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.hidden)(x))
        x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.Dense(1)(x)[:, 0]


model = PhotoZ()
tx = optax.adam(3e-3)


@jax.jit
def train_step(params, opt_state, colors, z):
    def loss_fn(p):
        return jnp.mean((model.apply(p, colors) - z) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    colors, z = make_catalogue(200)
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, colors.shape[1])))
    opt_state = tx.init(params)
    rng = np.random.default_rng(1)
    for epoch in range(3):
        for xb, zb in batches(colors, z, 64, rng):
            params, opt_state, loss = train_step(params, opt_state, xb, zb)
        print(f"epoch {epoch} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
