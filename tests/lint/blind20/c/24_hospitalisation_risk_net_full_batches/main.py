import flax.linen as nn
import jax
import jax.numpy as jnp
import optax

from data import Loader, synthetic_cohort


class RiskNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(16)(x))
        return nn.Dense(1)(x)[:, 0]


model = RiskNet()
tx = optax.adam(1e-2)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        logits = model.apply(p, x)
        return optax.sigmoid_binary_cross_entropy(logits, y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


if __name__ == "__main__":
    x, y = synthetic_cohort()
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 3)))
    opt_state = tx.init(params)
    loader = Loader(x, y, batch_size=32)
    for epoch in range(3):
        for xb, yb in loader:
            params, opt_state, loss = train_step(params, opt_state, xb, yb)
        print(f"epoch {epoch} loss {float(loss):.4f}")
