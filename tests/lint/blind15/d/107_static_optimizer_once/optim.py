import optax


def make_optimizer(base_lr=3e-3, clip=1.0, steps_per_epoch=2):
    schedule = optax.exponential_decay(base_lr, transition_steps=2 * steps_per_epoch,
                                       decay_rate=0.5, staircase=True)
    return optax.chain(optax.clip_by_global_norm(clip), optax.adam(schedule))
