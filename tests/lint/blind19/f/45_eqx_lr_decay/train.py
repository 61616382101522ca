import equinox as eqx
import jax
import jax.numpy as jnp


@eqx.filter_jit
def sgd_step(model, noisy, clean, lr):
    def loss_fn(m):
        pred = jax.vmap(m)(noisy)
        return jnp.mean((pred - clean) ** 2)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    model = jax.tree_util.tree_map(lambda p, g: p - lr * g, model, grads)
    return model, loss


def learning_rate(step, base=0.05, half_life=4):
    return base * 0.5 ** (step / half_life)
