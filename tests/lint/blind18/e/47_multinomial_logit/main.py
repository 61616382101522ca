import numpy as np
import jax
import jax.numpy as jnp
import optax

from model import init_params, multinomial_nll

optimizer = optax.chain(optax.add_decayed_weights(1e-3), optax.sgd(0.3, momentum=0.9))


@jax.jit
def train_step(params, opt_state, X, y):
    loss, grads = jax.value_and_grad(multinomial_nll)(params, X, y)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    X = jnp.asarray(rng.normal(size=(300, 4)), dtype=jnp.float32)
    y = jnp.asarray(rng.integers(0, 3, size=300), dtype=jnp.int32)
    params = init_params(4, 3)
    opt_state = optimizer.init(params)
    for it in range(10):
        params, opt_state, loss = train_step(params, opt_state, X, y)
    print("nll", float(loss))


if __name__ == "__main__":
    main()
