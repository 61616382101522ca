import jax
import jax.numpy as jnp
import numpy as np
import optax

from ensemble import drop_worst, init_member, member_logits, stack_members


def member_loss(p, x, y):
    return optax.softmax_cross_entropy_with_integer_labels(member_logits(p, x), y).mean()


@jax.jit
def ensemble_step(stacked, active, x, y):
    losses, grads = jax.vmap(jax.value_and_grad(member_loss), in_axes=(0, None, None))(stacked, x, y)
    scale = 0.1 * active
    stacked = jax.tree_util.tree_map(
        lambda p, g: p - scale.reshape((-1,) + (1,) * (g.ndim - 1)) * g, stacked, grads)
    return stacked, losses


@jax.jit
def ensemble_val(stacked, x, y):
    return jax.vmap(member_loss, in_axes=(0, None, None))(stacked, x, y)


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(48, 48)).astype(np.float32)
    y = rng.integers(0, 3, size=48).astype(np.int32)
    keys = jax.random.split(jax.random.PRNGKey(0), 6)
    stacked = stack_members([init_member(k) for k in keys])
    active = np.ones(6, np.float32)
    for epoch in range(4):
        for i in range(0, 32, 16):
            stacked, losses = ensemble_step(stacked, active, x[i:i + 16], y[i:i + 16])
        val = ensemble_val(stacked, x[32:], y[32:])
        active = drop_worst(active, val)
        print(epoch, int(active.sum()), np.round(np.asarray(val), 3))


if __name__ == "__main__":
    main()
