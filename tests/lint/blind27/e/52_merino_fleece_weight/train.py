import jax
import jax.numpy as jnp
import equinox as eqx


@eqx.filter_jit
def fleece_step(model, x, y, activation):
    def loss_fn(m):
        return jnp.mean((jax.vmap(lambda r: m(r, activation))(x) - y) ** 2)

    loss, g = eqx.filter_value_and_grad(loss_fn)(model)
    model = eqx.apply_updates(model, jax.tree_util.tree_map(lambda t: -0.05 * t, g))
    return model, loss


def run_epoch(model, x, y, slope=0.1):
    for b in range(0, len(x), 20):
        model, loss = fleece_step(model, x[b:b + 20], y[b:b + 20], lambda h: jax.nn.leaky_relu(h, slope))
    return model, loss
