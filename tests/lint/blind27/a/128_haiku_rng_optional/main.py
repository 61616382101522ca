import numpy as np
import jax
import jax.numpy as jnp
import optax

from net import net

opt = optax.adam(3e-3)


@jax.jit
def log_mortality_step(params, opt_state, x, y, rng):
    rate = 0.1 if rng is not None else 0.0

    def loss_fn(p):
        return jnp.mean((net.apply(p, rng, x, rate) - y) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    rng = np.random.default_rng(531)
    x = jnp.asarray(rng.normal(size=(512, 5)), jnp.float32)
    y = -4.0 + 0.8 * x[:, 0] + 0.1 * jnp.asarray(rng.normal(size=512), jnp.float32)
    params = net.init(jax.random.PRNGKey(0), x[:1], 0.0)
    opt_state = opt.init(params)
    key = jax.random.PRNGKey(1)
    for epoch in range(6):
        # dropout only after the first couple of warm epochs
        sub = None
        if epoch >= 2:
            key, sub = jax.random.split(key)
        params, opt_state, loss = log_mortality_step(params, opt_state, x, y, sub)
        print(epoch, round(float(loss), 5))


if __name__ == "__main__":
    main()
