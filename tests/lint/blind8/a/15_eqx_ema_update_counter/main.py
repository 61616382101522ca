import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from ema import EMATeacher


def consistency_loss(student, teacher_model, x_weak, x_strong, x_lab, y_lab):
    sup = optax.softmax_cross_entropy_with_integer_labels(jax.vmap(student)(x_lab), y_lab).mean()
    target = jax.nn.softmax(jax.vmap(teacher_model)(x_weak))
    pred = jax.nn.softmax(jax.vmap(student)(x_strong))
    return sup + jnp.mean((jax.lax.stop_gradient(target) - pred) ** 2)


@eqx.filter_jit
def semi_supervised_step(student, teacher, opt_state, batch):
    x_weak, x_strong, x_lab, y_lab = batch
    loss, grads = eqx.filter_value_and_grad(consistency_loss)(
        student, teacher.model, x_weak, x_strong, x_lab, y_lab)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(student, eqx.is_array))
    student = eqx.apply_updates(student, updates)
    return student, teacher.update(student), opt_state, loss


optim = optax.adam(1e-3)


def main():
    key = jax.random.PRNGKey(0)
    student = eqx.nn.MLP(20, 5, width_size=32, depth=2, key=key)
    teacher = EMATeacher(student)
    opt_state = optim.init(eqx.filter(student, eqx.is_array))
    rng = np.random.default_rng(0)
    for step in range(4):
        x = rng.normal(size=(32, 20)).astype(np.float32)
        batch = (x, x + 0.1 * rng.normal(size=x.shape).astype(np.float32),
                 x[:8], rng.integers(0, 5, size=8).astype(np.int32))
        student, teacher, opt_state, loss = semi_supervised_step(student, teacher, opt_state, batch)
        print(f"step {step}: loss {float(loss):.4f} ema updates {teacher.num_updates}")


if __name__ == "__main__":
    main()
