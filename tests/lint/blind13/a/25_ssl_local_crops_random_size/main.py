import jax
import jax.numpy as jnp
import numpy as np
import optax

from augment import MultiCropAugment


def embed(params, views):
    # views: [V, B, H, W, C]; global average pool makes the encoder size agnostic
    h = jax.nn.relu(views @ params["proj"])
    pooled = h.mean(axis=(2, 3))
    return jax.nn.log_softmax(pooled @ params["head"] / 0.1)


@jax.jit
def dino_step(student, teacher, opt_state, global_views, local_views):
    t_out = jax.lax.stop_gradient(jnp.exp(embed(teacher, global_views)))

    def loss_fn(s):
        s_out = jnp.concatenate([embed(s, global_views), embed(s, local_views)])
        return -jnp.mean(jnp.sum(t_out[:, None] * s_out[None], -1))

    loss, grads = jax.value_and_grad(loss_fn)(student)
    updates, opt_state = tx.update(grads, opt_state)
    student = optax.apply_updates(student, updates)
    teacher = jax.tree_util.tree_map(lambda t, s: 0.99 * t + 0.01 * s, teacher, student)
    return student, teacher, opt_state, loss


tx = optax.sgd(0.05)


def main():
    rng = np.random.default_rng(0)
    images = rng.normal(size=(48, 16, 16, 3)).astype(np.float32)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    student = {"proj": jax.random.normal(k1, (3, 16)) * 0.3,
               "head": jax.random.normal(k2, (16, 8)) * 0.3}
    teacher = jax.tree_util.tree_map(jnp.copy, student)
    opt_state = tx.init(student)
    augment = MultiCropAugment(seed=1)
    for step in range(6):
        batch = images[(step % 6) * 8:(step % 6) * 8 + 8]
        g, l = augment(batch)
        student, teacher, opt_state, loss = dino_step(student, teacher, opt_state, g, l)
        print(f"step {step}: local crop {l.shape[2]}px loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
