import optax


def make_optimizer(peak_lr, decay, steps_per_epoch):
    schedule = optax.exponential_decay(
        init_value=peak_lr, transition_steps=steps_per_epoch, decay_rate=decay, staircase=True
    )
    return optax.chain(
        optax.clip_by_global_norm(1.0),
        optax.inject_hyperparams(optax.adamw)(learning_rate=schedule, weight_decay=1e-4),
    )
