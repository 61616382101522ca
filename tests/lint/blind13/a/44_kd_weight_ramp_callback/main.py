import jax
import jax.numpy as jnp
import numpy as np
import optax

from callbacks import DistillRamp, PrintLogger

tx = optax.adam(3e-3)


def student_apply(params, x):
    return x @ params["w"] + params["b"]


@jax.jit
def distill_step(params, opt_state, x, y, teacher_logits, kd_weight):
    def loss_fn(p):
        logits = student_apply(p, x)
        ce = optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
        kd = optax.softmax_cross_entropy(logits / 2.0, jax.nn.softmax(teacher_logits / 2.0)).mean()
        return (1 - kd_weight) * ce + kd_weight * kd

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


class Trainer:
    def __init__(self, params, callbacks):
        self.params = params
        self.opt_state = tx.init(params)
        self.callbacks = callbacks
        self.kd_weight = 0.0
        self.last_loss = None

    def fit(self, batches, epochs):
        for epoch in range(epochs + 1):
            for cb in self.callbacks:
                cb.on_epoch_begin(self, epoch)
            if epoch == epochs:
                break
            for x, y, t in batches:
                self.params, self.opt_state, self.last_loss = distill_step(
                    self.params, self.opt_state, x, y, t, self.kd_weight)


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 24)).astype(np.float32)      # pooled crop features
    teacher_logits = (x @ rng.normal(size=(24, 6))).astype(np.float32)
    y = teacher_logits.argmax(-1).astype(np.int32)
    batches = [(x[i:i + 16], y[i:i + 16], teacher_logits[i:i + 16]) for i in range(0, 64, 16)]
    params = {"w": jnp.zeros((24, 6), jnp.float32), "b": jnp.zeros((6,), jnp.float32)}
    trainer = Trainer(params, [PrintLogger(), DistillRamp(ramp_epochs=3)])
    trainer.fit(batches, epochs=6)


if __name__ == "__main__":
    main()
