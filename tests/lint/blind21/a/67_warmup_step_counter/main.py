import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import linen as nn

BASE_LR = 3e-3
WARMUP = 20


class QuasarVariability(nn.Module):
    """Predicts damped-random-walk log(tau), log(sigma) from light-curve summary features."""

    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(32)(x))
        return nn.Dense(2)(x)


model = QuasarVariability()
tx = optax.scale_by_adam()


@jax.jit
def train_step(params, opt_state, x, y, step):
    lr = BASE_LR * jnp.minimum(1.0, (step + 1) / WARMUP)
    loss, grads = jax.value_and_grad(lambda p: jnp.mean((model.apply(p, x) - y) ** 2))(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    updates = jax.tree_util.tree_map(lambda u: -lr * u, updates)
    return optax.apply_updates(params, updates), opt_state, loss


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.normal(size=(128, 6)), jnp.float32)
    y = jnp.asarray(np.stack([x[:, 0] * 0.5 + 2.0, x[:, 1] * 0.3 - 1.0], 1), jnp.float32)
    params = model.init(jax.random.PRNGKey(0), x[:1])
    opt_state = tx.init(params)
    for step in range(40):
        params, opt_state, loss = train_step(params, opt_state, x, y, step)
        if step % 10 == 0:
            print(f"step {step} loss {float(loss):.4f}")
