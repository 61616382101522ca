import jax
import jax.numpy as jnp
import optax

opt = optax.sgd(0.05)


def forward(params, batch):
    pred = batch["x"] @ params["w"] + params["b"]
    if "holiday" in batch:
        pred = pred + params["hol"] * batch["holiday"]
    return pred


@jax.jit
def update(params, opt_state, batch):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((forward(p, batch) - batch["y"]) ** 2))(params)
    upd, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss
