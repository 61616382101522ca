import jax
import jax.numpy as jnp
import numpy as np
import optax

from views import make_views

OUT = 12


def proj(p, x):
    return jax.nn.gelu(x @ p["w1"]) @ p["w2"]


def multi_view_loss(student, teacher, views, center, t_s=0.1, t_t=0.04):
    t_out = [jax.nn.softmax((proj(teacher, v) - center) / t_t) for v in views[:2]]
    s_out = [jax.nn.log_softmax(proj(student, v) / t_s) for v in views]
    total, n = 0.0, 0
    for i, t in enumerate(t_out):
        for j, s in enumerate(s_out):
            if i == j:
                continue
            total = total - (jax.lax.stop_gradient(t) * s).sum(-1).mean()
            n += 1
    return total / n


tx = optax.adam(1e-3)


@jax.jit
def train_step(student, teacher, opt_state, views, center):
    loss, grads = jax.value_and_grad(multi_view_loss)(student, teacher, views, center)
    updates, opt_state = tx.update(grads, opt_state)
    student = optax.apply_updates(student, updates)
    teacher = jax.tree_util.tree_map(lambda t, s: 0.996 * t + 0.004 * s, teacher, student)
    return student, teacher, opt_state, loss


def main():
    rng = np.random.default_rng(0)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    student = {"w1": jax.random.normal(k1, (10, 24)) * 0.2, "w2": jax.random.normal(k2, (24, OUT)) * 0.2}
    teacher = jax.tree_util.tree_map(jnp.copy, student)
    opt_state = tx.init(student)
    center = jnp.zeros((OUT,))
    for step in range(6):
        images = rng.normal(size=(8, 10)).astype(np.float32)
        views = make_views(rng, images)
        student, teacher, opt_state, loss = train_step(student, teacher, opt_state, views, center)
        print(step, len(views), float(loss))


if __name__ == "__main__":
    main()
