from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import HailDamageNet

net = HailDamageNet()
opt = optax.adam(2e-3)


@partial(jax.jit, static_argnames=("freeze_backbone",))
def finetune_step(params, opt_state, x, y, freeze_backbone):
    def loss_fn(p):
        return jnp.mean((net.apply(p, x, freeze_backbone) - y) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = opt.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss


def warmup_schedule(n_epochs, warmup_frac=0.4):
    progress = np.arange(n_epochs) / n_epochs
    return progress < warmup_frac
