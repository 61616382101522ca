import jax
import jax.numpy as jnp
import optax


def make_train(config):
    tx = optax.adam(config["lr"])

    def train(key, x, y):
        params = {"w": jax.random.normal(key, (x.shape[1],)) * 0.1, "b": jnp.zeros(())}
        opt_state = tx.init(params)

        def step(carry, _):
            params, opt_state = carry
            loss, grads = jax.value_and_grad(
                lambda p: jnp.mean((x @ p["w"] + p["b"] - y) ** 2))(params)
            updates, opt_state = tx.update(grads, opt_state)
            return (optax.apply_updates(params, updates), opt_state), loss

        (params, _), losses = jax.lax.scan(step, (params, opt_state), None, length=config["steps"])
        return params, losses[-1]

    return train
