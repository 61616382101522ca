import flax.linen as nn
import jax
import jax.numpy as jnp
import optax

from data import loader, make_molecules


class DenseGCN(nn.Module):
    hidden: int = 32

    @nn.compact
    def __call__(self, x, a, node_mask):
        deg = jnp.maximum(a.sum(-1, keepdims=True), 1.0)
        h = nn.relu(nn.Dense(self.hidden)(x + (a @ x) / deg))
        h = nn.relu(nn.Dense(self.hidden)(h + (a @ h) / deg))
        pooled = (h * node_mask[..., None]).sum(1) / node_mask.sum(1, keepdims=True)
        return nn.Dense(1)(pooled)[:, 0]


model = DenseGCN()
tx = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, x, a, node_mask, y):
    def loss_fn(p):
        return jnp.mean((model.apply(p, x, a, node_mask) - y) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    mols = make_molecules()
    x0, a0, m0, _ = next(loader(mols))
    params = model.init(jax.random.PRNGKey(0), x0, a0, m0)
    opt_state = tx.init(params)
    for epoch in range(2):
        for x, a, node_mask, y in loader(mols):
            params, opt_state, loss = train_step(params, opt_state, x, a, node_mask, y)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
