import jax
import jax.numpy as jnp
import optax
import flax.linen as nn

from data import PAGE_H, PAGE_W, scan_batches


class PageClassifier(nn.Module):
    @nn.compact
    def __call__(self, pages):
        x = pages.astype(jnp.float32) / 255.0
        x = nn.relu(nn.Conv(8, (3, 3), strides=(2, 2))(x))
        return nn.Dense(1)(x.mean(axis=(1, 2)))[:, 0]


model = PageClassifier()
tx = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, pages, targets):
    def loss_fn(p):
        return optax.sigmoid_binary_cross_entropy(model.apply({"params": p}, pages), targets).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, PAGE_H, PAGE_W, 1)))["params"]
    opt_state = tx.init(params)
    for step, (pages, targets) in enumerate(scan_batches(seed=2, n_batches=6)):
        params, opt_state, loss = train_step(params, opt_state, pages, targets)
        print(step, pages.dtype, float(loss))


if __name__ == "__main__":
    main()
