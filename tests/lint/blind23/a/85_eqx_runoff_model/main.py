import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from config import RunoffConfig
from model import build_model

opt = optax.adam(3e-3)


@eqx.filter_jit
def runoff_step(model, opt_state, x, y):
    def loss_fn(m):
        pred = jax.vmap(m)(x)
        return jnp.mean((jnp.log(pred + m.log_offset) - jnp.log(y + m.log_offset)) ** 2)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = opt.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    cfg = RunoffConfig()
    rng = np.random.default_rng(0)
    x = rng.normal(size=(96, 4)).astype(np.float32)  # precip, PET, soil moisture, snowmelt
    y = np.exp(0.5 * x[:, 0] - 0.2 * x[:, 1]).astype(np.float32)
    model = build_model(cfg, jax.random.PRNGKey(0))
    opt_state = opt.init(eqx.filter(model, eqx.is_array))
    for epoch in range(cfg.epochs):
        # rebuild from config (e.g. after checkpoint reload) keeping the trained weights
        model = build_model(cfg, jax.random.PRNGKey(epoch), like=model)
        for s in range(0, 96, 32):
            model, opt_state, loss = runoff_step(model, opt_state, x[s:s + 32], y[s:s + 32])
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
