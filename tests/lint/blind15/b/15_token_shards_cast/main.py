import jax
import jax.numpy as jnp
import optax

from loader import ShardLoader, make_shard

VOCAB, DIM, SEQ, BATCH = 100, 16, 16, 4


class Trainer:
    def __init__(self, key):
        k1, k2 = jax.random.split(key)
        self.params = {"embed": jax.random.normal(k1, (VOCAB, DIM)) * 0.1,
                       "out": jax.random.normal(k2, (DIM, VOCAB)) * 0.1}
        self.tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(1e-3))
        self.opt_state = self.tx.init(self.params)
        self._step = jax.jit(self._train_step)

    def _loss(self, params, window):
        inputs, targets = window[:, :-1].astype(jnp.int32), window[:, 1:].astype(jnp.int32)
        logits = jnp.tanh(params["embed"][inputs]) @ params["out"]
        return optax.softmax_cross_entropy_with_integer_labels(logits, targets).mean()

    def _train_step(self, params, opt_state, window):
        loss, grads = jax.value_and_grad(self._loss)(params, window)
        updates, opt_state = self.tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    def fit(self, loader):
        for i, window in enumerate(loader):
            self.params, self.opt_state, loss = self._step(self.params, self.opt_state, window)
            print(i, window.dtype, float(loss))


if __name__ == "__main__":
    shards = [make_shard(200, VOCAB, s) for s in range(2)]
    Trainer(jax.random.PRNGKey(0)).fit(ShardLoader(shards, SEQ, BATCH))
