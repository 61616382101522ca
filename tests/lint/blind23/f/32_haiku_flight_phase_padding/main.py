import jax
import jax.numpy as jnp
import numpy as np
import optax

from data import batches
from model import net

opt = optax.adam(5e-3)


@jax.jit
def phase_step(params, opt_state, x, m, y):
    def loss_fn(p):
        logits = net.apply(p, x, m)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    params = net.init(jax.random.PRNGKey(0), jnp.zeros((1, 20, 2)), jnp.ones((1, 20)))
    opt_state = opt.init(params)
    for k, (x, m, y) in enumerate(batches(8, 16)):
        params, opt_state, loss = phase_step(params, opt_state, x, m, y)
        print(k, x.shape[1], float(loss))


if __name__ == "__main__":
    main()
