import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from graphs import padded_graphs


class GraphClassifier(eqx.Module):
    embed: eqx.nn.Linear
    mix: eqx.nn.Linear
    head: eqx.nn.Linear

    def __init__(self, key):
        k1, k2, k3 = jax.random.split(key, 3)
        self.embed = eqx.nn.Linear(4, 16, key=k1)
        self.mix = eqx.nn.Linear(16, 16, key=k2)
        self.head = eqx.nn.Linear(16, "scalar", key=k3)

    def __call__(self, x, adj, node_mask):
        h = jax.nn.relu(jax.vmap(self.embed)(x))
        h = jax.nn.relu(jax.vmap(self.mix)(h + adj @ h))
        pooled = (h * node_mask[:, None]).sum(axis=0) / node_mask.sum()
        return self.head(pooled)


optim = optax.adam(3e-3)


@eqx.filter_jit
def train_step(model, opt_state, x, adj, node_mask, y):
    def loss_fn(m):
        return optax.sigmoid_binary_cross_entropy(m(x, adj, node_mask), y)
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    model = GraphClassifier(jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for epoch in range(2):
        for x, adj, node_mask, y in padded_graphs():
            model, opt_state, loss = train_step(model, opt_state, x, adj, node_mask, y)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
