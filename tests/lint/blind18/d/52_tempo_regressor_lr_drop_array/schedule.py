import jax.numpy as jnp

MILESTONES = {3: 0.3, 5: 0.1}


def maybe_decay(opt_state, epoch, base_lr):
    if epoch in MILESTONES:
        lr = opt_state.hyperparams["learning_rate"]
        opt_state.hyperparams["learning_rate"] = jnp.asarray(base_lr * MILESTONES[epoch], lr.dtype)
    return opt_state
