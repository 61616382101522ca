import optax


def make_optimizer(cfg, steps_per_epoch):
    schedule = optax.piecewise_constant_schedule(
        cfg["lr"], {cfg["warmup_epochs"] * steps_per_epoch: 0.1}
    )
    return optax.chain(optax.clip_by_global_norm(cfg["clip"]), optax.sgd(schedule, momentum=0.9))
