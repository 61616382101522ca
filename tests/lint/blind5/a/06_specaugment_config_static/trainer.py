import jax
import jax.numpy as jnp

from augment import SpecAugmentConfig, spec_augment


@jax.jit
def ctc_free_step(w, feats, targets):
    def loss_fn(w):
        logits = feats @ w
        return jnp.mean((jax.nn.log_softmax(logits).mean(1) - targets) ** 2)

    loss, g = jax.value_and_grad(loss_fn)(w)
    return w - 0.05 * g, loss


class AcousticTrainer:
    def __init__(self, n_feats, n_tokens, seed=0):
        self.w = jnp.zeros((n_feats, n_tokens))
        self.key = jax.random.PRNGKey(seed)
        self.aug_cfg = SpecAugmentConfig()

    def on_epoch_start(self, epoch):
        # widen the masks a little after warm-up
        width = 8 if epoch < 2 else 10
        self.aug_cfg = SpecAugmentConfig(freq_mask=width, time_mask=10)

    def train_step(self, feats, targets):
        self.key, sub = jax.random.split(self.key)
        feats = spec_augment(sub, feats, self.aug_cfg)
        self.w, loss = ctc_free_step(self.w, feats, targets)
        return float(loss)
