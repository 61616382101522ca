import optax


def make_optimizer(cfg, epoch):
    lr = cfg["lr"] if epoch < cfg["warmup_epochs"] else cfg["lr"] * 0.1
    return optax.chain(optax.clip_by_global_norm(cfg["clip"]), optax.sgd(lr, momentum=0.9))
