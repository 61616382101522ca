import jax
import jax.numpy as jnp
import numpy as np
import optax

from sources import ogle_table, asas_sn_table

tx = optax.sgd(0.5)


@jax.jit
def softmax_step(params, opt_state, x, y):
    def loss(p):
        return optax.softmax_cross_entropy_with_integer_labels(x @ p["w"] + p["b"], y).mean()
    l, g = jax.value_and_grad(loss)(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, l


def main():
    rng = np.random.default_rng(3)
    params = {"w": jnp.zeros((2, 4)), "b": jnp.zeros(4)}
    opt_state = tx.init(params)
    for epoch in range(3):
        for reader in (ogle_table, asas_sn_table):
            x, y = reader(rng)
            params, opt_state, l = softmax_step(params, opt_state, x, y)
        print(f"epoch {epoch}: loss {float(l):.3f}")


if __name__ == "__main__":
    main()
