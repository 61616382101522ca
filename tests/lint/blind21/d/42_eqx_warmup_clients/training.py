import equinox as eqx
import jax
import jax.numpy as jnp

WARMUP_ROUNDS = 3
BASE_LR = 0.1


@eqx.filter_jit
def local_round(model, x, y, round_idx):
    lr = BASE_LR * jnp.minimum(1.0, (round_idx + 1) / WARMUP_ROUNDS)

    def loss_fn(m):
        return jnp.mean((jax.vmap(m)(x)[:, 0] - y) ** 2)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    model = eqx.apply_updates(model, jax.tree_util.tree_map(lambda g: -lr * g, grads))
    return model, loss
