import jax
import jax.numpy as jnp
import numpy as np
import optax

from state import DistillState, init_state

OUT_DIM = 10
tx = optax.adamw(1e-3)


def head(p, x):
    return jax.nn.gelu(x @ p["w1"]) @ p["w2"]


def dino_loss(student, teacher, center, x1, x2, t_s=0.1, t_t=0.04):
    s1, s2 = head(student, x1), head(student, x2)
    t1, t2 = head(teacher, x1), head(teacher, x2)
    c = jnp.zeros((OUT_DIM,)) if center is None else center
    pt1 = jax.nn.softmax((t1 - c) / t_t, axis=-1)
    pt2 = jax.nn.softmax((t2 - c) / t_t, axis=-1)
    ce = lambda p, s: -(jax.lax.stop_gradient(p) * jax.nn.log_softmax(s / t_s, axis=-1)).sum(-1).mean()
    loss = 0.5 * (ce(pt1, s2) + ce(pt2, s1))
    batch_center = jnp.concatenate([t1, t2]).mean(axis=0)
    return loss, batch_center


@jax.jit
def distill_step(state: DistillState, x1, x2):
    (loss, batch_center), grads = jax.value_and_grad(dino_loss, has_aux=True)(
        state.student, state.teacher, state.center, x1, x2)
    updates, opt_state = tx.update(grads, state.opt_state, state.student)
    student = optax.apply_updates(state.student, updates)
    teacher = optax.incremental_update(student, state.teacher, step_size=0.004)
    if state.center is None:
        center = batch_center
    else:
        center = 0.9 * state.center + 0.1 * batch_center
    return DistillState(student, teacher, opt_state, center), loss


def main():
    rng = np.random.default_rng(0)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    student = {"w1": jax.random.normal(k1, (8, 24)) * 0.1, "w2": jax.random.normal(k2, (24, OUT_DIM)) * 0.1}
    state = init_state(student, tx)
    for step in range(5):
        x = rng.normal(size=(16, 8)).astype(np.float32)
        x1 = x + 0.1 * rng.normal(size=x.shape).astype(np.float32)
        x2 = x * rng.uniform(0.7, 1.3, size=(16, 1)).astype(np.float32)
        state, loss = distill_step(state, x1, x2)
        print(step, float(loss))


if __name__ == "__main__":
    main()
