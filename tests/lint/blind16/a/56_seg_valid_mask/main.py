import jax
import jax.numpy as jnp
import optax
import flax.linen as nn

from data import loader


class SegHead(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3))(x))
        return nn.Conv(2, (1, 1))(x)


model = SegHead()
tx = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, batch):
    def loss_fn(p):
        logits = model.apply(p, batch["image"])
        ce = optax.softmax_cross_entropy_with_integer_labels(logits, batch["mask"])
        return (ce * batch["valid"]).sum() / batch["valid"].sum()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 12, 12, 3)))
    opt_state = tx.init(params)
    for batch in loader(10):
        params, opt_state, loss = train_step(params, opt_state, batch)
    print(float(loss))


if __name__ == "__main__":
    main()
