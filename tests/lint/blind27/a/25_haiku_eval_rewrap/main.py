import numpy as np
import jax
import jax.numpy as jnp
import optax

from net import net, lognormal_loss

opt = optax.adam(1e-2)


def train_epoch(params, opt_state, x, log_y):
    def severity_update(params, opt_state):
        loss, g = jax.value_and_grad(lognormal_loss)(params, x, log_y)
        upd, opt_state = opt.update(g, opt_state)
        return optax.apply_updates(params, upd), opt_state, loss

    step = jax.jit(severity_update)
    for _ in range(10):
        params, opt_state, loss = step(params, opt_state)
    return params, opt_state, loss


def main():
    rng = np.random.default_rng(18)
    x = jnp.asarray(rng.normal(size=(400, 6)), jnp.float32)
    log_y = 7.0 + 0.4 * x[:, 0] - 0.3 * x[:, 2] + 0.8 * jnp.asarray(rng.normal(size=400), jnp.float32)
    params = net.init(jax.random.PRNGKey(0), x)
    opt_state = opt.init(params)
    for epoch in range(5):
        params, opt_state, loss = train_epoch(params, opt_state, x, log_y)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
