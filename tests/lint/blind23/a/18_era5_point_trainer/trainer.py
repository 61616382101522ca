import jax
import jax.numpy as jnp
import optax


def build_optimizer(cfg):
    sched = optax.warmup_cosine_decay_schedule(
        0.0, cfg["peak_lr"], cfg["warmup_steps"], cfg["decay_steps"])
    return optax.chain(optax.clip_by_global_norm(1.0), optax.adam(sched))


class Trainer:
    def __init__(self, cfg, params):
        self.tx = build_optimizer(cfg)
        self.params = params
        self.opt_state = self.tx.init(params)
        self._step = jax.jit(self._update)

    def _update(self, params, opt_state, x, y):
        def loss_fn(p):
            pred = jnp.tanh(x @ p["w1"]) @ p["w2"]
            return jnp.mean((pred - y) ** 2)

        loss, g = jax.value_and_grad(loss_fn)(params)
        upd, opt_state = self.tx.update(g, opt_state, params)
        return optax.apply_updates(params, upd), opt_state, loss

    def fit_batch(self, x, y):
        self.params, self.opt_state, loss = self._step(self.params, self.opt_state, x, y)
        return loss
