import jax
import jax.numpy as jnp
import optax
import flax.linen as nn

from data import synth_flows, batches


class FlowMLP(nn.Module):
    hidden: int = 32

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.Dense(2)(x)


model = FlowMLP()
tx = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        logits = model.apply(p, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    x, y = synth_flows(300)
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, x.shape[1])))
    opt_state = tx.init(params)
    for epoch in range(2):
        for xb, yb in batches(x, y, 64):
            params, opt_state, loss = train_step(params, opt_state, xb, yb)
        print("epoch", epoch, float(loss))


if __name__ == "__main__":
    main()
