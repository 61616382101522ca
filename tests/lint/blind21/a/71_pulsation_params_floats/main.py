import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import initial_guess, pulsation

tx = optax.adam(1e-2)


@jax.jit
def update(params, opt_state, t, mag):
    loss, grads = jax.value_and_grad(lambda p: jnp.mean((pulsation(p, t) - mag) ** 2))(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    t = jnp.asarray(np.sort(rng.uniform(0, 10, 300)), jnp.float32)
    mag = 0.3 * jnp.sin(2 * jnp.pi * t / 1.7 + 0.4) + 0.01 * jnp.asarray(rng.normal(size=300), jnp.float32)
    params = initial_guess(1.7)
    opt_state = tx.init(params)
    for i in range(30):
        params, opt_state, loss = update(params, opt_state, t, mag)
    print("amp", float(params["amp"]), "loss", float(loss))
