import numpy as np
import jax
import jax.numpy as jnp
import optax

tx = optax.chain(
    optax.inject_hyperparams(optax.clip_by_global_norm)(max_norm=1.0),
    optax.adam(1e-2),
)


@jax.jit
def claims_inflation_step(w, opt_state, x, y):
    loss, g = jax.value_and_grad(lambda w: jnp.mean((x @ w - y) ** 2))(w)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(w, upd), opt_state, loss


def main():
    rng = np.random.default_rng(471)
    x = jnp.asarray(rng.normal(size=(300, 5)), jnp.float32)
    y = x @ jnp.asarray([0.03, 0.01, -0.02, 0.04, 0.0]) + 0.01 * jnp.asarray(rng.normal(size=300), jnp.float32)
    w = jnp.zeros(5)
    opt_state = tx.init(w)
    for epoch in range(5):
        opt_state[0].hyperparams["max_norm"] = jnp.asarray(1.0 / (1 + epoch), jnp.float32)
        for _ in range(10):
            w, opt_state, loss = claims_inflation_step(w, opt_state, x, y)
        print(epoch, round(float(loss), 6))


if __name__ == "__main__":
    main()
