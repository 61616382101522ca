from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax

from curriculum import stage_for_epoch

VOCAB = 40
DIM = 16
MASK_ID = VOCAB - 1


@partial(jax.jit, static_argnames=("stage",))
def mlm_step(params, opt_state, tokens, key, stage):
    def loss_fn(p):
        mask = jax.random.bernoulli(key, stage.mask_ratio, tokens.shape)
        inputs = jnp.where(mask, MASK_ID, tokens)
        h = jnp.tanh(p["embed"][inputs] @ p["proj"])
        logits = h @ p["embed"].T
        targets = optax.smooth_labels(jax.nn.one_hot(tokens, VOCAB), stage.label_smoothing)
        xent = optax.softmax_cross_entropy(logits, targets)
        return (xent * mask).sum() / jnp.maximum(mask.sum(), 1)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = TX.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


TX = optax.adam(3e-3)


class CurriculumTrainer:
    def __init__(self, key):
        k1, k2 = jax.random.split(key)
        self.params = {"embed": jax.random.normal(k1, (VOCAB, DIM)) * 0.1,
                       "proj": jax.random.normal(k2, (DIM, DIM)) * 0.1}
        self.opt_state = TX.init(self.params)
        self.stage = None

    def run_epoch(self, epoch, batches, key):
        self.stage = stage_for_epoch(epoch)
        for tokens in batches:
            key, sub = jax.random.split(key)
            self.params, self.opt_state, loss = mlm_step(
                self.params, self.opt_state, tokens, sub, stage=self.stage)
        return float(loss)


def main():
    rng = np.random.default_rng(0)
    data = rng.integers(0, VOCAB - 1, size=(3, 8, 16)).astype(np.int32)
    trainer = CurriculumTrainer(jax.random.PRNGKey(0))
    key = jax.random.PRNGKey(1)
    for epoch in range(6):
        key, sub = jax.random.split(key)
        loss = trainer.run_epoch(epoch, data, sub)
        print(f"epoch {epoch} {trainer.stage}: loss {loss:.4f}")


if __name__ == "__main__":
    main()
