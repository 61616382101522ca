import itertools

import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from data import scene_stream
from model import AnchorHead, box_iou

optim = optax.adam(1e-3)


def detection_loss(model, image, gt_boxes):
    pred_boxes, logits = model(jnp.transpose(image, (2, 0, 1)))
    iou = box_iou(pred_boxes, gt_boxes)
    best_iou = iou.max(axis=1)
    target = (best_iou > 0.3).astype(jnp.float32)
    obj_loss = optax.sigmoid_binary_cross_entropy(logits, target).mean()
    box_loss = (1.0 - iou.max(axis=0)).mean()
    return obj_loss + box_loss


@eqx.filter_jit
def train_step(model, opt_state, image, gt_boxes):
    loss, grads = eqx.filter_value_and_grad(detection_loss)(model, image, gt_boxes)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    model = AnchorHead(jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for image, boxes in itertools.islice(scene_stream(), 10):
        model, opt_state, loss = train_step(model, opt_state, image, boxes)
    print(float(loss))


if __name__ == "__main__":
    main()
