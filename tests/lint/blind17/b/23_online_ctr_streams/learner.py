import jax
import jax.numpy as jnp


class OnlineLogistic:
    def __init__(self, num_ads, num_slots, lr=0.5):
        self.ad_w = jnp.zeros((num_ads,))
        self.slot_w = jnp.zeros((num_slots,))
        self.lr = lr
        self._update = jax.jit(self._sgd)

    @staticmethod
    def _sgd(ad_w, slot_w, ad, slot, label, lr):
        def loss(w):
            a, s = w
            logit = a[ad] + s[slot]
            y = label.astype(logit.dtype)
            return jnp.mean(jax.nn.softplus(logit) - y * logit)

        l, (ga, gs) = jax.value_and_grad(loss)((ad_w, slot_w))
        return ad_w - lr * ga, slot_w - lr * gs, l

    def observe(self, events):
        self.ad_w, self.slot_w, loss = self._update(
            self.ad_w, self.slot_w, events["ad"], events["slot"], events["label"], self.lr
        )
        return float(loss)
