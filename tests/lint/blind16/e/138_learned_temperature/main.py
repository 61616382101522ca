import jax
import jax.numpy as jnp
import numpy as np
import optax


def init_params(key, d_in, n_classes):
    return {
        "w": jax.random.normal(key, (d_in, n_classes)) * 0.1,
        "log_temperature": 0.0,
    }


def logits(params, x):
    return (x @ params["w"]) / jnp.exp(params["log_temperature"])


tx = optax.adam(1e-2)


@jax.jit
def train_step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(
        lambda p: optax.softmax_cross_entropy_with_integer_labels(logits(p, x), y).mean())(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(48, 6)).astype(np.float32)
    y = np.argmax(x[:, :4], axis=1).astype(np.int32)
    params = init_params(jax.random.PRNGKey(0), 6, 4)
    opt_state = tx.init(params)
    for step in range(5):
        params, opt_state, loss = train_step(params, opt_state, x, y)
        print(step, float(loss), float(params["log_temperature"]))


if __name__ == "__main__":
    main()
