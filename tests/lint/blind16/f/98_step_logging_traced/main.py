import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import linen as nn

LOG_EVERY = 2


class Credit(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.relu(nn.Dense(32)(x)))[:, 0]


model = Credit()
tx = optax.adam(1e-3)


def _log(batch_idx, loss, grad_norm):
    jax.debug.print("batch {i}: loss {l:.4f} grad_norm {g:.4f}", i=batch_idx, l=loss, g=grad_norm)


@jax.jit
def train_step(params, opt_state, x, y, batch_idx):
    def loss_fn(p):
        return optax.sigmoid_binary_cross_entropy(model.apply(p, x), y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    jax.lax.cond(batch_idx % LOG_EVERY == 0, _log, lambda *a: None,
                 batch_idx, loss, optax.global_norm(grads))
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(320, 12)).astype(np.float32)
    y = (x[:, 0] + x[:, 2] > 0).astype(np.float32)
    params = model.init(jax.random.PRNGKey(0), x[:1])
    opt_state = tx.init(params)
    for epoch in range(3):
        for batch_idx, i in enumerate(range(0, 320, 64)):
            params, opt_state, loss = train_step(params, opt_state, x[i:i + 64], y[i:i + 64], batch_idx)


if __name__ == "__main__":
    main()
