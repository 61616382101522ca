import optax

def make_optimizer(epoch, base_lr=0.05):
    return optax.chain(optax.clip_by_global_norm(1.0), optax.sgd(base_lr / (1 + epoch)))
