import jax
import optax

SCHEDULE = optax.warmup_cosine_decay_schedule(0.0, 3e-3, warmup_steps=8, decay_steps=40)


@jax.jit
def current_lr(step):
    return SCHEDULE(step)


class StepLogger:
    def __init__(self, every=4):
        self.every = every
        self.rows = []

    def log_step(self, step, loss):
        if step % self.every == 0:
            self.rows.append((step, float(current_lr(step)), float(loss)))

    def log_epoch(self, epoch, opt_state):
        count = opt_state[-1].count
        self.rows.append((f"epoch {epoch}", float(current_lr(count)), None))
