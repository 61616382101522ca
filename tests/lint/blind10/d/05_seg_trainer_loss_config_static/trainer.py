from functools import partial

import jax
import jax.numpy as jnp

from config import LossConfig


def conv_seg_head(params, images):
    # 1x1 "conv" segmentation head on per-pixel features
    return jnp.einsum("bhwc,ck->bhwk", images, params["w"]) + params["b"]


@partial(jax.jit, static_argnames=("cfg",))
def seg_train_step(params, images, masks, cfg):
    def loss_fn(p):
        logits = conv_seg_head(p, images)
        valid = masks != cfg.ignore_index
        labels = jnp.where(valid, masks, 0)
        onehot = jax.nn.one_hot(labels, cfg.num_classes)
        logp = jax.nn.log_softmax(logits)
        ce = -jnp.sum(onehot * logp, -1)
        ce = jnp.sum(ce * valid) / jnp.maximum(valid.sum(), 1)
        probs = jnp.exp(logp) * valid[..., None]
        inter = jnp.sum(probs * onehot, (0, 1, 2))
        union = jnp.sum(probs + onehot * valid[..., None], (0, 1, 2))
        dice = 1.0 - jnp.mean(2 * inter / (union + 1e-6))
        return ce + cfg.dice_weight * dice

    loss, grads = jax.value_and_grad(loss_fn)(params)
    params = jax.tree_util.tree_map(lambda p, g: p - 0.1 * g, params, grads)
    return params, loss


class SegTrainer:
    def __init__(self, params, num_classes):
        self.params = params
        self.num_classes = num_classes
        self.loss_cfg = LossConfig(num_classes)

    def on_epoch_start(self, epoch):
        # ramp the dice term in over the first epochs
        self.loss_cfg = LossConfig(self.num_classes, dice_weight=min(0.5, 0.1 * (epoch + 1)))

    def fit_epoch(self, batches):
        losses = []
        for images, masks in batches:
            self.params, loss = seg_train_step(self.params, images, masks, cfg=self.loss_cfg)
            losses.append(float(loss))
        return sum(losses) / len(losses)
