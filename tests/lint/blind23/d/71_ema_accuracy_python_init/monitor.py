import jax
import jax.numpy as jnp


@jax.jit
def update_ema(ema, correct, decay):
    return decay * ema + (1 - decay) * jnp.mean(correct)


class ClassroomMonitor:
    """Exponential moving average of first-attempt accuracy during a live session."""

    def __init__(self, decay=0.8):
        self.decay = decay
        self.ema = 0.0

    def on_question(self, correct):
        self.ema = update_ema(self.ema, correct, self.decay)
        return float(self.ema)
