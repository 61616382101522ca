import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np
import optax

from data import minibatches, otolith_morphometrics


class AgeRegressor(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.relu(nn.Dense(32)(x)))[:, 0]


net = AgeRegressor()
tx = optax.adam(5e-3)


@jax.jit
def age_step(params, opt_state, x, y):
    loss, g = jax.value_and_grad(lambda p: jnp.mean(jnp.abs(net.apply(p, x) - y)))(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    x, y = otolith_morphometrics()
    params = net.init(jax.random.PRNGKey(0), x[:1])
    opt_state = tx.init(params)
    rng = np.random.default_rng(0)
    for epoch in range(5):
        for xb, yb in minibatches(x, y, 7, rng):
            params, opt_state, loss = age_step(params, opt_state, xb, yb)
        print(f"epoch {epoch}: MAE {float(loss):.2f} years")


if __name__ == "__main__":
    main()
