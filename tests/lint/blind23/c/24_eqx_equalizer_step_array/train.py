import equinox as eqx
import jax
import jax.numpy as jnp


def lr_at(step, base=0.05, decay=0.97):
    return base * decay ** step


@eqx.filter_jit
def lms_update(eq, rx, tx, step):
    def loss(m):
        return jnp.mean((m(rx) - tx) ** 2)
    l, g = eqx.filter_value_and_grad(loss)(eq)
    lr = lr_at(step)
    eq = jax.tree_util.tree_map(lambda p, gi: p - lr * gi, eq, g)
    return eq, l
