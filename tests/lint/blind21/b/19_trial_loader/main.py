import flax.linen as nn
import jax
import jax.numpy as jnp
import optax

from data import EpochLoader, load_clean_epochs


class ERPClassifier(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.Dense(1)(x.transpose(0, 2, 1)).squeeze(-1)
        x = nn.relu(nn.Dense(16)(x))
        return nn.Dense(2)(x)


model = ERPClassifier()
tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(2e-3))


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply(p, x), y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    X, y = load_clean_epochs()
    loader = EpochLoader(X, y, batch_size=16)
    params = model.init(jax.random.PRNGKey(0), X[:1])
    opt_state = tx.init(params)
    for epoch in range(3):
        losses = []
        for xb, yb in loader:
            params, opt_state, loss = train_step(params, opt_state, xb, yb)
            losses.append(float(loss))
        print(f"epoch {epoch}: {len(X)} epochs, loss {sum(losses) / len(losses):.4f}")


if __name__ == "__main__":
    main()
