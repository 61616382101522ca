import jax
import jax.numpy as jnp
import numpy as np
import optax

from params import init_params

tx = optax.adam(1e-2)


@jax.jit
def first_blood_step(params, opt_state, x, y):
    def loss_fn(p):
        logits = x @ p["w"] + p["bias"]
        return optax.sigmoid_binary_cross_entropy(logits, y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    rng = np.random.default_rng(4)
    # jungle path, lane prio, early ward count... -> team gets first blood
    x = rng.normal(size=(512, 9)).astype(np.float32)
    y = (x[:, 0] - x[:, 4] > 0).astype(np.float32)
    params = init_params(9)
    opt_state = tx.init(params)
    for step in range(20):
        params, opt_state, loss = first_blood_step(params, opt_state, x, y)
    print(float(loss))


if __name__ == "__main__":
    main()
