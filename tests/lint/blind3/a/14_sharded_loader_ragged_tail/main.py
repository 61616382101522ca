import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from pipeline.loader import ShardedLoader
from pipeline.shards import load_shards


def bce(model, x, y):
    logits = jax.vmap(model)(x)[:, 0]
    return optax.sigmoid_binary_cross_entropy(logits, y).mean()


@eqx.filter_jit
def make_step(model, opt_state, x, y, optim):
    loss, grads = eqx.filter_value_and_grad(bce)(model, x, y)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    shards = load_shards([40, 37, 45])
    loader = ShardedLoader(shards, batch_size=16)
    model = eqx.nn.MLP(8, 1, width_size=16, depth=1, key=jax.random.PRNGKey(0))
    optim = optax.sgd(0.05)
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    losses = []
    for x, y in loader:
        model, opt_state, loss = make_step(model, opt_state, jnp.asarray(x), jnp.asarray(y), optim)
        losses.append(float(loss))
    print(f"{len(losses)} steps, final loss {losses[-1]:.4f}")


if __name__ == "__main__":
    main()
