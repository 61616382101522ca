import jax
import jax.numpy as jnp
import optax


def init_params(key, channels=3, hidden=8, width=7):
    k1, k2 = jax.random.split(key)
    return {
        "w1": 0.1 * jax.random.normal(k1, (width, channels, hidden)),
        "w2": 0.1 * jax.random.normal(k2, (hidden, 1)),
    }


def forward(params, x):
    h = jax.lax.conv_general_dilated(
        x, params["w1"], (1,), "SAME", dimension_numbers=("NWC", "WIO", "NWC")
    )
    h = jax.nn.relu(h)
    return (h @ params["w2"])[..., 0]


optimizer = optax.adam(1e-3)


@jax.jit
def picker_update(params, opt_state, x, y):
    def loss_fn(p):
        logits = forward(p, x)
        return optax.sigmoid_binary_cross_entropy(logits, y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = optimizer.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss
