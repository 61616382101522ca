import jax
import jax.numpy as jnp
import equinox as eqx


class Student(eqx.Module):
    mlp: eqx.nn.MLP

    def __init__(self, key):
        self.mlp = eqx.nn.MLP(13, 10, 24, 1, key=key)


@eqx.filter_jit
def kd_step(model, x, teacher_logits, temperature):
    def lf(m):
        s = jax.nn.log_softmax(jax.vmap(m.mlp)(x) / temperature)
        t = jax.nn.softmax(teacher_logits / temperature)
        return -(t * s).sum(-1).mean() * temperature ** 2
    loss, g = eqx.filter_value_and_grad(lf)(model)
    return eqx.apply_updates(model, jax.tree_util.tree_map(lambda d: -0.05 * d, g)), loss
