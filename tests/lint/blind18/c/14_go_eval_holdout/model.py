import jax
import jax.numpy as jnp
import optax

BOARD = 5


def init_params(key, channels=8):
    k1, k2 = jax.random.split(key)
    return {
        "conv": jax.random.normal(k1, (3, 3, 2, channels)) * 0.1,
        "head": jax.random.normal(k2, (BOARD * BOARD * channels, 1)) * 0.01,
    }


def value(params, boards):
    x = jax.lax.conv_general_dilated(boards, params["conv"], (1, 1), "SAME",
                                     dimension_numbers=("NHWC", "HWIO", "NHWC"))
    x = jax.nn.relu(x).reshape((boards.shape[0], -1))
    return jnp.tanh(x @ params["head"])[:, 0]


@jax.jit
def value_loss(params, boards, outcomes):
    return jnp.mean((value(params, boards) - outcomes) ** 2)


optimizer = optax.adam(3e-3)


@jax.jit
def train_step(params, opt_state, boards, outcomes):
    loss, grads = jax.value_and_grad(value_loss)(params, boards, outcomes)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss
