import numpy as np
import jax
import jax.numpy as jnp
import optax

tx = optax.sgd(0.05, momentum=0.9)


@jax.jit
def texture_step(params, opt_state, x, y):
    """Cooked-rice hardness (N) from amylose, protein, water ratio, soak time."""
    loss, g = jax.value_and_grad(lambda p: jnp.mean((x @ p["w"] + p["b"] - y) ** 2))(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def snapshot(tree):
    return jax.tree_util.tree_map(lambda a: np.array(a), tree)


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 4)).astype(np.float32)
    y = (x @ np.array([1.2, 0.4, -0.8, -0.2]) + 2).astype(np.float32)
    params = {"w": jnp.zeros(4), "b": jnp.zeros(())}
    opt_state = tx.init(params)
    history = []
    for step in range(30):
        params, opt_state, loss = texture_step(params, opt_state, x, y)
        if step % 10 == 9:
            params, opt_state = snapshot(params), snapshot(opt_state)
            history.append(params)
            print(step, float(loss))


if __name__ == "__main__":
    main()
