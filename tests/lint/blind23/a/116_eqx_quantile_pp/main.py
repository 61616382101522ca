import equinox as eqx
import jax
import numpy as np
import optax

from losses import LOSSES

opt = optax.sgd(1e-2)


@eqx.filter_jit
def quantile_step(model, opt_state, x, y, loss_fn):
    def total(m):
        return loss_fn(jax.vmap(m)(x)[:, 0], y)

    loss, grads = eqx.filter_value_and_grad(total)(model)
    updates, opt_state = opt.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(120, 3)).astype(np.float32)   # ensemble mean, spread, lead time
    y = (x[:, 0] + np.abs(x[:, 1]) * rng.gumbel(size=120)).astype(np.float32)
    model = eqx.nn.MLP(3, 1, 16, 1, key=jax.random.PRNGKey(0))
    opt_state = opt.init(eqx.filter(model, eqx.is_array))
    cfg_loss = "pinball"
    for epoch in range(3):
        for s in range(0, 120, 30):
            model, opt_state, loss = quantile_step(model, opt_state, x[s:s + 30], y[s:s + 30], LOSSES[cfg_loss])
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
