import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def plateau_score(val_losses):
    best = jnp.min(val_losses)
    return val_losses[-1] - best, jnp.argmin(val_losses)


class PlateauMonitor:
    def __init__(self, patience=3):
        self.history = []
        self.patience = patience

    def on_epoch_end(self, epoch, val_loss):
        self.history.append(val_loss)
        gap, best_epoch = plateau_score(jnp.asarray(self.history))
        print(f"epoch {epoch}: val {val_loss:.4f} gap to best {float(gap):.4f} (best epoch {int(best_epoch)})")
        return epoch - int(best_epoch) >= self.patience
