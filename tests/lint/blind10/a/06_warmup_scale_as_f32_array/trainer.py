import jax
import jax.numpy as jnp
import optax


def warmup_cosine(step, warmup, total):
    if step < warmup:
        return step / warmup
    return 0.5 * (1 + jnp.cos(jnp.pi * (step - warmup) / (total - warmup)).item())


class LMFineTuner:
    def __init__(self, params, apply_fn, base_lr, warmup, total_steps):
        self.params = params
        self.apply_fn = apply_fn
        self.base_lr = base_lr
        self.warmup = warmup
        self.total_steps = total_steps
        self.tx = optax.sgd(1.0)
        self.opt_state = self.tx.init(params)
        self.step_count = 0
        self._step = jax.jit(self._train_step)

    def _train_step(self, params, opt_state, tokens, lr):
        def loss_fn(p):
            logits = self.apply_fn(p, tokens[:, :-1])
            return optax.softmax_cross_entropy_with_integer_labels(logits, tokens[:, 1:]).mean()

        loss, grads = jax.value_and_grad(loss_fn)(params)
        grads = jax.tree_util.tree_map(lambda g: g * lr, grads)
        updates, opt_state = self.tx.update(grads, opt_state)
        return optax.apply_updates(params, updates), opt_state, loss

    def lr_now(self):
        scale = warmup_cosine(self.step_count, self.warmup, self.total_steps)
        return jnp.asarray(self.base_lr * scale, dtype=jnp.float32)

    def step(self, tokens):
        lr = self.lr_now()
        self.params, self.opt_state, loss = self._step(self.params, self.opt_state, tokens, lr)
        self.step_count += 1
        return loss
