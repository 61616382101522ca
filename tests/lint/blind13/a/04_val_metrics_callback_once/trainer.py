import jax
import jax.numpy as jnp
import optax


def init_segmenter(key, in_ch=3, hidden=16, n_classes=4):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (in_ch, hidden)) * 0.3,
        "b1": jnp.zeros(hidden),
        "w2": jax.random.normal(k2, (hidden, n_classes)) * 0.3,
        "b2": jnp.zeros(n_classes),
    }


def segmenter_apply(params, images):
    # per-pixel MLP: [B, H, W, C] -> [B, H, W, n_classes]
    h = jax.nn.gelu(images @ params["w1"] + params["b1"])
    return h @ params["w2"] + params["b2"]


class Trainer:
    def __init__(self, params, apply_fn, lr=3e-2, callbacks=()):
        self.params = params
        self.apply_fn = apply_fn
        self.tx = optax.adam(lr)
        self.opt_state = self.tx.init(params)
        self.callbacks = list(callbacks)
        self.stop_training = False
        self._step = jax.jit(self._train_step)

    def _train_step(self, params, opt_state, images, masks):
        def loss_fn(p):
            logits = self.apply_fn(p, images)
            return optax.softmax_cross_entropy_with_integer_labels(logits, masks).mean()

        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = self.tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    def fit(self, batches, epochs):
        for cb in self.callbacks:
            cb.on_train_begin(self)
        for epoch in range(epochs):
            for images, masks in batches:
                self.params, self.opt_state, loss = self._step(
                    self.params, self.opt_state, images, masks)
            for cb in self.callbacks:
                cb.on_epoch_end(self, epoch)
            if self.stop_training:
                break
