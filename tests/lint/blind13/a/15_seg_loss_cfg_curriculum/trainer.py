import dataclasses
from functools import partial

import jax
from flax.training import train_state

from losses import SegLossConfig, seg_loss


@partial(jax.jit, static_argnames=("loss_cfg",))
def train_step(state, images, masks, loss_cfg):
    def loss_fn(params):
        logits = state.apply_fn({"params": params}, images)
        return seg_loss(logits, masks, loss_cfg)

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


class SegTrainer:
    def __init__(self, model, params, tx, total_epochs):
        self.state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)
        self.loss_cfg = SegLossConfig()
        self.total_epochs = total_epochs

    def on_epoch_start(self, epoch):
        # shift weight from cross-entropy to dice as training progresses
        frac = epoch / max(self.total_epochs - 1, 1)
        self.loss_cfg = dataclasses.replace(self.loss_cfg, dice_weight=0.2 + 0.8 * frac,
                                            ce_weight=1.0 - 0.5 * frac)

    def fit(self, loader):
        for epoch in range(self.total_epochs):
            self.on_epoch_start(epoch)
            for images, masks in loader:
                self.state, loss = train_step(self.state, images, masks, loss_cfg=self.loss_cfg)
            print(f"epoch {epoch} loss {float(loss):.4f} dice_w {self.loss_cfg.dice_weight:.2f}")
