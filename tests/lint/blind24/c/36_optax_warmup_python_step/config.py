import optax

TRAIN = {"base_lr": 0.02, "warmup_steps": 5, "epochs": 3, "batch_size": 50}
warmup = optax.linear_schedule(0.0, TRAIN["base_lr"], TRAIN["warmup_steps"])


def lr_at(step):
    if step < TRAIN["warmup_steps"]:
        return warmup(step)
    return TRAIN["base_lr"]
