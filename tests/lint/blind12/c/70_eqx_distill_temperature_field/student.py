import equinox as eqx
import jax
import jax.numpy as jnp


class Student(eqx.Module):
    mlp: eqx.nn.MLP
    temperature: float

    def __init__(self, n_in, n_classes, key, temperature=4.0):
        self.mlp = eqx.nn.MLP(n_in, n_classes, 16, 1, key=key)
        self.temperature = temperature

    def __call__(self, x):
        return self.mlp(x) / self.temperature


@eqx.filter_jit
def distill_step(student, x, teacher_logits, lr):
    def kl(s):
        log_p = jax.nn.log_softmax(jax.vmap(s)(x))
        q = jax.nn.softmax(teacher_logits / s.temperature)
        return jnp.mean(jnp.sum(q * (jnp.log(q + 1e-9) - log_p), -1))

    loss, grads = eqx.filter_value_and_grad(kl)(student)
    student = eqx.apply_updates(student, jax.tree_util.tree_map(lambda g: -lr * g, grads))
    return student, loss
