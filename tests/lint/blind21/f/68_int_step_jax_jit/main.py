import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import linen as nn

OBS, ACT, BATCH = 10, 4, 32
BASE_KEY = jax.random.PRNGKey(42)


class DropoutPolicy(nn.Module):
    @nn.compact
    def __call__(self, x, train):
        x = nn.relu(nn.Dense(128)(x))
        x = nn.Dropout(0.1, deterministic=not train)(x)
        return nn.Dense(ACT)(x)


policy = DropoutPolicy()
tx = optax.adamw(1e-3, weight_decay=1e-4)


@jax.jit
def train_step(params, opt_state, obs, act, step):
    dropout_key = jax.random.fold_in(BASE_KEY, step)

    def loss_fn(p):
        pred = policy.apply(p, obs, train=True, rngs={"dropout": dropout_key})
        return jnp.mean((pred - act) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    params = policy.init(jax.random.PRNGKey(0), jnp.zeros((1, OBS)), train=False)
    opt_state = tx.init(params)
    for step in range(5):
        obs = rng.normal(size=(BATCH, OBS)).astype(np.float32)
        act = rng.normal(size=(BATCH, ACT)).astype(np.float32)
        params, opt_state, loss = train_step(params, opt_state, obs, act, step)
        print(step, float(loss))


if __name__ == "__main__":
    main()
