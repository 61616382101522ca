import optax


def make_optimizer(cfg):
    return optax.chain(
        optax.clip_by_global_norm(cfg["clip"]),
        optax.adamw(cfg["lr"], weight_decay=cfg["wd"]),
    )
