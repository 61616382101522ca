import equinox as eqx
import jax
import jax.numpy as jnp


class Student(eqx.Module):
    mlp: eqx.nn.MLP

    def __init__(self, n_in, n_classes, key):
        self.mlp = eqx.nn.MLP(n_in, n_classes, 16, 1, key=key)

    def __call__(self, x, temperature):
        return self.mlp(x) / temperature


@eqx.filter_jit
def distill_step(student, x, teacher_logits, lr, temperature):
    def kl(s):
        log_p = jax.nn.log_softmax(jax.vmap(lambda xi: s(xi, temperature))(x))
        q = jax.nn.softmax(teacher_logits / temperature)
        return jnp.mean(jnp.sum(q * (jnp.log(q + 1e-9) - log_p), -1))

    loss, grads = eqx.filter_value_and_grad(kl)(student)
    student = eqx.apply_updates(student, jax.tree_util.tree_map(lambda g: -lr * g, grads))
    return student, loss
